// Some content ships as invented examples, so the site runs on a laptop before the school has its
// own. Each such data file says which it holds; the go-live guard (app/server/go-live.server.ts)
// refuses to start a public site while any of it is still "sample". The school replaces the
// content and only then sets "real": the flag is a statement that the content is true.
export type ContentStatus = "sample" | "real";
