"""Placeholder media, part 2: the six-second clips, one per video and language.

Each clip shows the poster scene of its video (written without the play symbol by media.py), a dark band
with the title in that language and an honest line saying it is a placeholder, and a little amber car
driving a progress bar along the bottom, with a fade in and out. H.264 (main profile, yuv420p,
faststart), 640x360, 24 fps, no audio.

Usage: python3 clips.py <public/media> <build-dir>   (run by scripts/make-placeholder-media.sh)
"""
import json, os, subprocess, sys

OUT = sys.argv[1] if len(sys.argv) > 1 else "public/media"
BUILD = sys.argv[2] if len(sys.argv) > 2 else "/tmp/maindrive-placeholder-media"
HERE = os.path.dirname(os.path.abspath(__file__))
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
BOOK = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SECONDS = 6

CAR = ('<svg xmlns="http://www.w3.org/2000/svg" width="150" height="84" viewBox="-75 -68 150 84">'
       '<path d="M-70 0V-26Q-70-34-60-36L-40-40-24-62Q-20-66-12-66H26Q34-66 40-60L56-40 66-36Q72-34 72-26V0Z" fill="#f2a541"/>'
       '<path d="M-18-58H8V-40H-32Z" fill="#7fb3c8"/><path d="M14-58H30L46-40H14Z" fill="#7fb3c8"/>'
       '<circle cx="-40" cy="0" r="15" fill="#1c2430"/><circle cx="42" cy="0" r="15" fill="#1c2430"/>'
       '<circle cx="-40" cy="0" r="6" fill="#f3f6f8"/><circle cx="42" cy="0" r="6" fill="#f3f6f8"/></svg>\n')


def text_file(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def drawtext(path, font, size, y, colour="white", fade=None):
    alpha = f":alpha='{fade}'" if fade else ""
    return (f"drawtext=fontfile={font}:textfile={path}:fontsize={size}:fontcolor={colour}"
            f":x=(w-text_w)/2:y={y}:shadowcolor=0x073a50:shadowx=1:shadowy=1{alpha}")


def make_clip(name, locale, title_lines, note, out_path):
    work = os.path.join(BUILD, "text")
    os.makedirs(work, exist_ok=True)
    tag = f"{name}_{locale}"
    # Title (one or two lines), then the placeholder note, centred in a dark band.
    if len(title_lines) == 1:
        band_y, band_h, title_ys, note_y = 118, 124, [140], 200
    else:
        band_y, band_h, title_ys, note_y = 100, 160, [120, 160], 218
    filters = [
        "[0:v]scale=640:360,setsar=1,format=rgba",
        f"drawbox=x=0:y={band_y}:w=640:h={band_h}:color=0x073a50@0.82:t=fill",
        f"drawbox=x=300:y={note_y - 14}:w=40:h=3:color=0xf2a541:t=fill",
    ]
    for i, (line, y) in enumerate(zip(title_lines, title_ys)):
        filters.append(drawtext(text_file(f"{work}/{tag}_t{i}.txt", line), BOLD, 30, y, fade="min(1,t/0.8)"))
    filters.append(drawtext(text_file(f"{work}/{tag}_note.txt", note), BOOK, 16, note_y, "0xf3f6f8", fade="min(1,max(0,(t-0.6)/0.8))"))
    filters.append(f"drawtext=fontfile={BOLD}:text=MainDrive:fontsize=18:fontcolor=0xf2a541:x=18:y=16:shadowcolor=0x073a50:shadowx=1:shadowy=1")
    filters.append("drawbox=x=0:y=352:w=640:h=8:color=0xffffff@0.25:t=fill[bg]")
    graph = (",".join(filters) + ";"
             "[1:v]scale=56:-1[car];"
             f"[bg][2:v]overlay=x='-640+640*t/{SECONDS}':y=352[bar];"
             f"[bar][car]overlay=x='-52+640*t/{SECONDS}':y=322,"
             f"fade=t=in:st=0:d=0.5,fade=t=out:st={SECONDS - 0.5}:d=0.5,format=yuv420p[v]")
    cmd = ["ffmpeg", "-nostdin", "-hide_banner", "-loglevel", "error", "-y",
           "-loop", "1", "-framerate", "24", "-t", str(SECONDS), "-i", f"{BUILD}/scenes/{name}.svg",
           "-loop", "1", "-framerate", "24", "-t", str(SECONDS), "-i", f"{BUILD}/car.svg",
           "-f", "lavfi", "-i", f"color=c=0xf2a541:s=640x8:r=24:d={SECONDS}",
           "-filter_complex", graph, "-map", "[v]", "-t", str(SECONDS), "-r", "24",
           "-c:v", "libx264", "-preset", "slow", "-profile:v", "main", "-pix_fmt", "yuv420p", "-crf", "30",
           "-movflags", "+faststart", "-an", out_path]
    subprocess.run(cmd, check=True)


def main():
    clips = json.load(open(os.path.join(HERE, "clips.json"), encoding="utf-8"))
    os.makedirs(f"{OUT}/videos", exist_ok=True)
    text_file(f"{BUILD}/car.svg", CAR)
    for name, titles in clips["titles"].items():
        for locale, lines in titles.items():
            out = f"{OUT}/videos/{name}_{locale}.mp4"
            make_clip(name, locale, lines, clips["placeholder"][locale], out)
            print(f"{out}  {os.path.getsize(out) // 1024} KB")


if __name__ == "__main__":
    main()
