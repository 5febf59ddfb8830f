#!/usr/bin/env bash
# Regenerates the placeholder media of the sales pages (issue 5 §12): SVG illustrations, posters,
# captions, six-second clips per language and the two eBook PDFs. Needs python3, ffmpeg,
# fonts-dejavu-core and chromium (Debian packages). Not run by CI: the files are committed, and the
# school replaces them with real ones under the same names (app/content/media.ts lists them all).
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/media
python3 scripts/placeholder-media/media.py "$out"

font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
light=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
mkdir -p "$out/videos"
python3 scripts/placeholder-media/clip-list.py | while IFS=$'\t' read -r name locale title note; do
  printf '%s' "$title" > /tmp/clip-title.txt
  printf '%s' "$note" > /tmp/clip-note.txt
  # Brand blue, the title, an honest note and an amber car-like block crossing the frame.
  ffmpeg -nostdin -loglevel error -y -f lavfi -i "color=c=0x0b4f6c:s=640x360:d=6:r=24" \
    -vf "drawbox=x=0:y=270:w=640:h=90:color=0x1c2430:t=fill,\
drawbox=x='-120+t*130':y=235:w=110:h=40:color=0xf2a541:t=fill,\
drawtext=fontfile=$font:textfile=/tmp/clip-title.txt:fontcolor=white:fontsize=30:x=(w-tw)/2:y=110:alpha='min(1,t/0.8)',\
drawtext=fontfile=$light:textfile=/tmp/clip-note.txt:fontcolor=0xf3f6f8:fontsize=17:x=(w-tw)/2:y=165,\
drawtext=fontfile=$font:text=MainDrive:fontcolor=0xf2a541:fontsize=20:x=20:y=20" \
    -c:v libx264 -profile:v main -pix_fmt yuv420p -crf 30 -movflags +faststart -an \
    "$out/videos/${name}_${locale}.mp4"
done

# eBook PDFs: HTML written by ebooks.py, printed by Chromium.
python3 scripts/placeholder-media/ebooks.py
for html in scripts/placeholder-media/ebooks/*.html; do
  base=$(basename "$html" .html)
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking --no-pdf-header-footer \
    --print-to-pdf="$out/ebooks/$base.pdf" "file://$PWD/$html" 2>/dev/null
done
du -sh "$out"
