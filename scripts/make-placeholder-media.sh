#!/usr/bin/env bash
# Regenerates the placeholder media of the sales pages (issue 5 §12) under public/media/:
#   - SVG posters of the new clips, illustrations, service pictures, team avatars, eBook covers and the
#     WebVTT captions (scripts/placeholder-media/media.py);
#   - the six-second clips per video and language, H.264 640x360 (scripts/placeholder-media/clips.py);
#   - the two downloadable eBooks as A4 PDFs per language (HTML from scripts/placeholder-media/ebooks.py,
#     printed by headless Chromium).
# Needs python3, ffmpeg (with librsvg, as in Debian), fonts-dejavu-core and chromium (Debian packages).
# Idempotent: every run overwrites the same files. Not run by CI: the files are committed, and the school
# replaces them with real ones under the same names (app/content/media.ts lists them all). The posters of
# the original seven videos (intro, conversion-assistance, ...) are hand-made and are not touched.
set -euo pipefail
cd "$(dirname "$0")/.."

out=public/media
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT

for tool in python3 ffmpeg chromium; do
  command -v "$tool" >/dev/null || { echo "missing: $tool" >&2; exit 1; }
done
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || { echo "missing: fonts-dejavu-core" >&2; exit 1; }

python3 scripts/placeholder-media/media.py "$out" "$build"
python3 scripts/placeholder-media/clips.py "$out" "$build"
python3 scripts/placeholder-media/ebooks.py "$out"

for html in scripts/placeholder-media/ebooks/*.html; do
  base=$(basename "$html" .html)
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking --no-pdf-header-footer \
    --user-data-dir="$build/chromium" --print-to-pdf="$out/ebooks/$base.pdf" "file://$PWD/$html" 2>/dev/null
  echo "$out/ebooks/$base.pdf  $(( $(stat -c %s "$out/ebooks/$base.pdf") / 1024 )) KB"
done

du -sh "$out"
