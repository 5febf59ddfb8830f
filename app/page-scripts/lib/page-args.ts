/**
 * The arguments a page component wrote for its page script: each <PageScript> on the page leaves
 * one JSON block (`<script type="application/json" data-page-script="name">`, a data block the
 * browser never runs, so it needs no nonce) next to the module's <script type="module">. A module
 * runs once per page however often its tag appears, so it starts itself for every block, in
 * document order, and marks each block it has read.
 */
export function onPageArgs<Args>(name: string, start: (args: Args) => void): void {
  const blocks = document.querySelectorAll<HTMLScriptElement>(
    `script[type="application/json"][data-page-script="${name}"]:not([data-started])`,
  );
  for (const block of blocks) {
    block.dataset.started = "";
    start(JSON.parse(block.textContent || "null") as Args);
  }
}
