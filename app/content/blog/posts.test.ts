import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogPosts } from "./posts";

describe("blog posts", () => {
  it("lists four posts, newest first, whose images are shipped in public/", () => {
    expect(blogPosts).toHaveLength(4);
    const dates = blogPosts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of blogPosts) {
      expect(existsSync(path.join(process.cwd(), "public", post.image)), post.image).toBe(true);
      expect(post.imageAlt.en.length, post.slug).toBeGreaterThan(20);
      expect(post.imageAlt.es.length, post.slug).toBeGreaterThan(20);
    }
  });
});
