// Written by vite-page-scripts.ts: each page script's URL (hashed under /assets in a build).
declare module "virtual:page-scripts" {
  const urls: Record<string, string>;
  export default urls;
}
