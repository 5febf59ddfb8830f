"""Placeholder media for the sales pages (issue 5 §12): flat SVG illustrations in the house
palette, posters, WebVTT captions and the titles of the placeholder clips. Run by
scripts/make-placeholder-media.sh; the school replaces the files with real ones (same names)."""
import json, os, sys

OUT = sys.argv[1] if len(sys.argv) > 1 else "public/media"
NAVY = "#0b4f6c"; DEEP = "#073a50"; SUN = "#f2a541"; MIST = "#f3f6f8"; WHITE = "#ffffff"
INK = "#1c2430"; SKY = "#7fb3c8"; GREEN = "#9bc59d"; DGREEN = "#6f9f74"; RED = "#c8453b"

def svg(w, h, body, bg=MIST):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
            f'<rect width="{w}" height="{h}" fill="{bg}"/>{body}</svg>\n')

def car(x, y, s=1.0, col=SUN):
    return (f'<g transform="translate({x} {y}) scale({s})">'
            f'<path d="M-70 0V-26Q-70-34-60-36L-40-40-24-62Q-20-66-12-66H26Q34-66 40-60L56-40 66-36Q72-34 72-26V0Z" fill="{col}"/>'
            f'<path d="M-18-58H8V-40H-32Z" fill="{SKY}"/><path d="M14-58H30L46-40H14Z" fill="{SKY}"/>'
            f'<circle cx="-40" cy="0" r="15" fill="{INK}"/><circle cx="42" cy="0" r="15" fill="{INK}"/>'
            f'<circle cx="-40" cy="0" r="6" fill="{MIST}"/><circle cx="42" cy="0" r="6" fill="{MIST}"/></g>')

def person(x, y, s=1.0, col=NAVY, hair=INK):
    return (f'<g transform="translate({x} {y}) scale({s})"><circle cx="0" cy="-92" r="20" fill="#e0b48f"/>'
            f'<path d="M-21-96Q-20-118 0-118Q20-118 21-96Q10-106 0-104Q-10-106-21-96Z" fill="{hair}"/>'
            f'<path d="M-32 0V-44Q-32-66-10-66H10Q32-66 32-44V0Z" fill="{col}"/></g>')

def skyline(y, col=DEEP):
    # A stylised Frankfurt skyline: towers of different heights, one with a pointed top.
    parts = [(60, 70, 120), (140, 50, 180), (200, 60, 240), (270, 40, 150), (320, 70, 300), (400, 50, 210),
             (460, 60, 260), (530, 45, 170), (585, 65, 220), (660, 50, 140)]
    body = "".join(f'<rect x="{x}" y="{y-h}" width="{w}" height="{h}" fill="{col}"/>' for x, w, h in parts)
    return body + f'<path d="M320 {y-300}L355 {y-345}L390 {y-300}Z" fill="{col}"/>'

def hills(w, y):
    return (f'<path d="M0 {y-40}C{w*.2} {y-110} {w*.4} {y-50} {w*.55} {y-80}S{w*.85} {y-120} {w} {y-60}V{y+400}H0Z" fill="{GREEN}"/>'
            f'<path d="M0 {y}C{w*.25} {y-45} {w*.55} {y+20} {w} {y-25}V{y+400}H0Z" fill="{DGREEN}"/>')

def play(cx, cy):
    return (f'<circle cx="{cx}" cy="{cy}" r="84" fill="{WHITE}" opacity="0.95"/>'
            f'<path d="M{cx-25} {cy-45}L{cx-25} {cy+45}L{cx+50} {cy}Z" fill="{NAVY}"/>')

def licence_card(x, y, s=1.0):
    return (f'<g transform="translate({x} {y}) scale({s})"><rect width="170" height="108" rx="10" fill="#f5c6cb"/>'
            f'<rect x="12" y="18" width="52" height="66" rx="4" fill="{SKY}"/>'
            f'<rect x="78" y="24" width="76" height="10" rx="3" fill="{INK}" opacity=".6"/>'
            f'<rect x="78" y="44" width="60" height="8" rx="3" fill="{INK}" opacity=".4"/>'
            f'<rect x="78" y="60" width="70" height="8" rx="3" fill="{INK}" opacity=".4"/>'
            f'<circle cx="140" cy="88" r="10" fill="{NAVY}"/></g>')

def poster(scene):
    return svg(1280, 720, f'<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{NAVY}"/>'
               f'<stop offset="1" stop-color="{DEEP}"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/>'
               + scene + play(640, 320))

ROAD = f'<path d="M0 600C400 560 900 640 1280 590V720H0Z" fill="{INK}"/>'
posters = {
    "hip-student-1": ROAD + car(300, 610, 1.6) + person(1030, 640, 1.5, SUN),
    "hip-student-2": ROAD + car(980, 615, 1.6, SKY) + person(220, 640, 1.5, GREEN, "#7a4a2a"),
    "story-1": skyline(600, "#0e5c7d") + licence_card(120, 470, 1.2) + person(1080, 660, 1.4, SUN),
    "story-2": ROAD + f'<rect x="170" y="300" width="22" height="300" fill="{INK}"/><rect x="140" y="220" width="82" height="200" rx="14" fill="{INK}"/>'
               f'<circle cx="181" cy="260" r="22" fill="{RED}"/><circle cx="181" cy="320" r="22" fill="{SUN}"/><circle cx="181" cy="380" r="22" fill="{GREEN}"/>' + car(1000, 615, 1.5),
    "story-3": ROAD + f'<rect x="920" y="170" width="260" height="140" rx="14" fill="{NAVY}" stroke="{WHITE}" stroke-width="6"/>'
               f'<path d="M1050 290V210M1050 195L1020 235H1080Z" stroke="{WHITE}" stroke-width="12" fill="{WHITE}"/>' + car(280, 615, 1.5),
    "story-4": f'<rect x="0" y="560" width="1280" height="160" fill="{INK}"/>' + "".join(
        f'<rect x="{x}" y="575" width="8" height="120" fill="{MIST}"/>' for x in (120, 360, 600, 840, 1080)) + car(480, 660, 1.4, SKY) + car(960, 660, 1.4),
    "story-5": skyline(620) + hills(1280, 640) + car(1000, 650, 1.3),
    "story-6": ROAD + car(640, 620, 1.9, WHITE).replace('scale(1.9)">', 'scale(1.9)"><rect x="-30" y="-92" width="60" height="22" rx="6" fill="' + SUN + '"/>', 1) + person(180, 640, 1.4, NAVY),
}

def scene(w, h, body, bg=MIST):
    return svg(w, h, body, bg)

illustrations = {
    "illustrations/home-hero.svg": scene(1200, 800, f'<rect width="1200" height="800" fill="{SKY}"/><circle cx="980" cy="150" r="70" fill="{SUN}"/>'
        + skyline(520).replace('width="', 'width="').replace("x=\"", "x=\"") + hills(1200, 560)
        + f'<path d="M420 800C520 680 560 620 600 540H640C660 620 720 700 860 800Z" fill="{INK}"/>'
        + f'<path d="M620 560V580M618 610V640M614 680V720M610 750V790" stroke="{MIST}" stroke-width="6"/>' + car(680, 740, 1.6)),
    "illustrations/about-mission.svg": scene(800, 600, f'<circle cx="400" cy="300" r="210" fill="{SKY}" opacity=".35"/>' + licence_card(315, 200, 1.0)
        + person(200, 520, 1.6, NAVY) + person(600, 520, 1.6, SUN, "#7a4a2a") + person(400, 560, 1.3, GREEN)),
    "illustrations/about-history.svg": scene(800, 600, f'<rect x="140" y="200" width="360" height="260" fill="{WHITE}"/><path d="M120 210L320 110L520 210Z" fill="{NAVY}"/>'
        f'<rect x="280" y="330" width="80" height="130" fill="{SKY}"/><rect x="180" y="260" width="70" height="60" fill="{SKY}"/><rect x="390" y="260" width="70" height="60" fill="{SKY}"/>'
        f'<rect x="0" y="460" width="800" height="140" fill="{INK}"/>' + car(620, 520, 1.4) + f'<rect x="590" y="420" width="60" height="20" rx="6" fill="{SUN}"/>'),
}
services = {
    "conversion-assistance": f'<rect x="250" y="80" width="260" height="340" rx="12" fill="{WHITE}"/>' + "".join(
        f'<rect x="285" y="{y}" width="190" height="12" rx="4" fill="{SKY}"/>' for y in (130, 170, 210, 250)) + licence_card(420, 260, 1.0)
        + f'<circle cx="330" cy="350" r="40" fill="none" stroke="{RED}" stroke-width="8"/>',
    "english-first-aid-course": f'<rect x="260" y="150" width="280" height="220" rx="20" fill="{NAVY}"/><rect x="340" y="110" width="120" height="50" rx="14" fill="none" stroke="{NAVY}" stroke-width="14"/>'
        f'<rect x="375" y="200" width="50" height="120" fill="{WHITE}"/><rect x="340" y="235" width="120" height="50" fill="{WHITE}"/>' + person(640, 440, 1.3, SUN),
    "spanish-first-aid-course": f'<rect x="260" y="150" width="280" height="220" rx="20" fill="{RED}"/><rect x="340" y="110" width="120" height="50" rx="14" fill="none" stroke="{RED}" stroke-width="14"/>'
        f'<rect x="375" y="200" width="50" height="120" fill="{WHITE}"/><rect x="340" y="235" width="120" height="50" fill="{WHITE}"/>' + person(640, 440, 1.3, SUN),
    "understand-the-examiner": person(280, 440, 1.8, NAVY) + f'<rect x="320" y="280" width="70" height="90" rx="6" fill="{WHITE}" stroke="{INK}" stroke-width="4"/>'
        f'<path d="M430 90H700Q720 90 720 110V220Q720 240 700 240H500L460 280V240H430Q410 240 410 220V110Q410 90 430 90Z" fill="{WHITE}"/>'
        + "".join(f'<rect x="450" y="{y}" width="{w}" height="14" rx="6" fill="{SKY}"/>' for y, w in ((125, 220), (160, 180), (195, 200))),
    "high-intense-training": f'<path d="M0 500L330 160H470L800 500Z" fill="{INK}"/>' + "".join(
        f'<path d="M{380-d} {250+d*1.2}L400 {230+d*1.2}L{420+d} {250+d*1.2}" fill="none" stroke="{SUN}" stroke-width="10"/>' for d in (0, 40, 80)) + car(560, 440, 1.2),
    "weekly-classes": f'<rect x="200" y="90" width="300" height="300" rx="14" fill="{WHITE}"/><rect x="200" y="90" width="300" height="60" rx="14" fill="{NAVY}"/>' + "".join(
        f'<rect x="{225+c*68}" y="{175+r*68}" width="50" height="50" rx="6" fill="{SUN if (r,c)==(1,2) else SKY}"/>' for r in range(3) for c in range(4)) + car(620, 430, 1.1),
}
team = {"ana": (SUN, "#7a4a2a"), "jonas": (NAVY, INK), "carmen": (GREEN, "#2b1b12"), "david": (SKY, "#a0522d")}

def portrait(col, hair):
    return svg(400, 400, f'<circle cx="200" cy="200" r="200" fill="{MIST}"/>'
               f'<path d="M70 400V330Q70 260 140 260H260Q330 260 330 330V400Z" fill="{col}"/>'
               f'<circle cx="200" cy="170" r="78" fill="#e0b48f"/>'
               f'<path d="M118 170Q115 80 200 78Q285 80 282 170Q255 120 200 118Q145 120 118 170Z" fill="{hair}"/>'
               f'<circle cx="172" cy="175" r="7" fill="{INK}"/><circle cx="228" cy="175" r="7" fill="{INK}"/>'
               f'<path d="M175 210Q200 230 225 210" fill="none" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>', MIST)

def wrap(text, width):
    words, lines, line = text.split(), [], ""
    for word in words:
        if len(line) + len(word) + 1 > width and line:
            lines.append(line); line = word
        else:
            line = f"{line} {word}".strip()
    return lines + [line]

def cover(title, col, art):
    lines = wrap(title, 16)
    tspans = "".join(f'<tspan x="60" dy="{0 if i == 0 else 56}">{t}</tspan>' for i, t in enumerate(lines))
    return svg(600, 850, f'<rect width="600" height="850" fill="{col}"/><rect x="0" y="0" width="26" height="850" fill="{INK}" opacity=".25"/>'
               f'<text x="60" y="130" font-family="DejaVu Sans, Arial, sans-serif" font-size="46" font-weight="700" fill="{WHITE}">{tspans}</text>'
               f'{art}<text x="60" y="800" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="{WHITE}" opacity=".9">MainDrive</text>', col)

ebooks = {
    "conversion-guide": ({"en": "Your German Licence: The Conversion Guide", "es": "Tu permiso alemán: guía de conversión"}, NAVY, licence_card(215, 470, 1.0)),
    "examiner-phrases": ({"en": "20 Examiner Phrases You Must Know", "es": "20 frases del examinador que debes conocer"}, DEEP,
                         f'<path d="M160 440H440Q460 440 460 460V600Q460 620 440 620H260L210 670V620H160Q140 620 140 600V460Q140 440 160 440Z" fill="{WHITE}"/>'
                         + "".join(f'<rect x="175" y="{y}" width="{w}" height="16" rx="6" fill="{SKY}"/>' for y, w in ((480, 240), (520, 200), (560, 220)))),
    "tech-questions": ({"en": "Technical Questions of the Driving Test", "es": "Preguntas técnicas del examen de conducir"}, "#0e5c7d", car(300, 640, 2.0)),
}

clips = json.load(open(os.path.join(os.path.dirname(__file__), "clips.json"), encoding="utf-8"))

def write(path, text):
    full = os.path.join(OUT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        f.write(text)

for name, body in posters.items():
    write(f"posters/{name}.svg", poster(body))
for path, text in illustrations.items():
    write(path, text)
for name, body in services.items():
    write(f"services/{name}.svg", svg(800, 500, body))
for name, (col, hair) in team.items():
    write(f"team/{name}.svg", portrait(col, hair))
for name, (titles, col, art) in ebooks.items():
    for locale, title in titles.items():
        write(f"ebooks/{name}_{locale}.svg", cover(title, col, art))
placeholder = clips["placeholder"]
for name, titles in clips["titles"].items():
    for locale, title in titles.items():
        write(f"captions/{name}_{locale}.vtt",
              f"WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n{title}\n\n00:00:03.000 --> 00:00:06.000\n{placeholder[locale]}\n")
