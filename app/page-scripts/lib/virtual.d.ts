// Written by vite-page-scripts.ts: each page script's URL (hashed under /assets in a build) and
// the URLs of every chunk it imports, directly or not (empty in development).
declare module "virtual:page-scripts" {
  const urls: Record<string, { src: string; imports: string[] }>;
  export default urls;
}
