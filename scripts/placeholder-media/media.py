"""Placeholder media for the sales pages (issue 5 §12), part 1: the SVG files and the captions.

Flat illustrations in the house palette (the same language as public/media/trips, tips and blog):
posters of the new clips, home/about illustrations, service pictures, team avatars and eBook covers.
Illustrations carry no text; only the eBook covers do. Also writes the WebVTT captions and, for the
clips, scene-only copies of every poster (no play symbol) into a build folder.

Usage: python3 media.py <public/media> <build-dir>   (run by scripts/make-placeholder-media.sh)
The school replaces any file with a real one under the same name (app/content/media.ts).
"""
import json, math, os, re, sys

OUT = sys.argv[1] if len(sys.argv) > 1 else "public/media"
BUILD = sys.argv[2] if len(sys.argv) > 2 else "/tmp/maindrive-placeholder-media"
HERE = os.path.dirname(os.path.abspath(__file__))

NAVY = "#0b4f6c"; DEEP = "#073a50"; SUN = "#f2a541"; OCHRE = "#c97d0f"; SKY = "#7fb3c8"
GREEN = "#9bc59d"; DGREEN = "#6f9f74"; INK = "#1c2430"; MIST = "#f3f6f8"; WHITE = "#ffffff"
TEAL = "#0e5c7d"; RED = "#c8453b"; PINK = "#f4c7cc"; PALE = "#dde9ef"
SKIN = ["#f1c9a5", "#e0b48f", "#c68e64", "#8d5a3b"]
HAIR = {"black": "#1f1a17", "brown": "#6b3e22", "dark": "#3a2416", "blond": "#d9a441", "red": "#a0522d"}
FONT = "DejaVu Sans, Arial, sans-serif"


def svg(w, h, body, bg=MIST):
    bgrect = f'<rect width="{w}" height="{h}" fill="{bg}"/>' if bg else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
            f'{bgrect}{body}</svg>\n')


def g(x, y, s, body, flip=False):
    sc = f"scale({-s} {s})" if flip else f"scale({s})"
    return f'<g transform="translate({x} {y}) {sc}">{body}</g>'


# ---------------------------------------------------------------- building blocks
def cloud(x, y, s=1.0):
    return g(x, y, s, f'<g fill="{WHITE}"><ellipse cx="0" cy="0" rx="46" ry="18"/>'
                      '<ellipse cx="-18" cy="-12" rx="22" ry="18"/><ellipse cx="16" cy="-16" rx="26" ry="20"/></g>')


def sun(x, y, r=42):
    return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{SUN}"/>'


def tree(x, y, s=1.0, col=DGREEN):
    return g(x, y, s, f'<rect x="-5" y="-20" width="10" height="22" fill="{INK}"/><path d="M0-90L-28-18H28Z" fill="{col}"/>')


def car(x, y, s=1.0, col=SUN, sign=False, win=SKY):
    """Side view, facing right; (x, y) is the centre of the wheels."""
    roof = f'<rect x="-14" y="-80" width="36" height="15" rx="4" fill="{SUN if col != SUN else WHITE}"/>' if sign else ""
    return g(x, y, s, roof +
             f'<path d="M-70 0V-26Q-70-34-60-36L-40-40-24-62Q-20-66-12-66H26Q34-66 40-60L56-40 66-36Q72-34 72-26V0Z" fill="{col}"/>'
             f'<path d="M-18-58H8V-40H-32Z" fill="{win}"/><path d="M14-58H30L46-40H14Z" fill="{win}"/>'
             f'<rect x="62" y="-30" width="10" height="7" rx="2" fill="{WHITE}" opacity=".85"/>'
             f'<circle cx="-40" cy="0" r="15" fill="{INK}"/><circle cx="42" cy="0" r="15" fill="{INK}"/>'
             f'<circle cx="-40" cy="0" r="6" fill="{MIST}"/><circle cx="42" cy="0" r="6" fill="{MIST}"/>')


def car_rear(x, y, s=1.0, col=SUN, cabin=OCHRE, extra=""):
    """Rear view, as in tips/leave-mistakes-behind; (x, y) is the bottom centre."""
    return g(x, y, s, f'<rect x="-70" y="-60" width="140" height="50" rx="12" fill="{col}"/>'
             f'<rect x="-50" y="-82" width="100" height="30" rx="10" fill="{cabin}"/>'
             f'<rect x="-40" y="-78" width="80" height="18" rx="5" fill="{SKY}"/>{extra}'
             f'<rect x="-62" y="-48" width="20" height="10" rx="3" fill="{WHITE}"/><rect x="42" y="-48" width="20" height="10" rx="3" fill="{WHITE}"/>'
             f'<rect x="-20" y="-34" width="40" height="12" rx="2" fill="{WHITE}"/>'
             f'<rect x="-66" y="-14" width="24" height="16" rx="4" fill="{INK}"/><rect x="42" y="-14" width="24" height="16" rx="4" fill="{INK}"/>')


def person(x, y, s=1.0, shirt=NAVY, hair="black", skin=1, style="short", arms="down", legs=DEEP):
    """A standing figure; (x, y) is between the feet. style: short | long | bun | curly."""
    hc = HAIR[hair]; sk = SKIN[skin]
    back = ""
    if style == "long":
        back = f'<path d="M-24-100Q-26-130 0-131Q26-130 24-100V-66H-24Z" fill="{hc}"/>'
    elif style == "bun":
        back = f'<circle cx="0" cy="-121" r="12" fill="{hc}"/>'
    if arms == "up":
        arm = (f'<path d="M-26-60L-48-118" stroke="{shirt}" stroke-width="14" stroke-linecap="round"/>'
               f'<path d="M26-60L48-118" stroke="{shirt}" stroke-width="14" stroke-linecap="round"/>'
               f'<circle cx="-49" cy="-122" r="8" fill="{sk}"/><circle cx="49" cy="-122" r="8" fill="{sk}"/>')
    elif arms == "hold":  # both hands in front of the chest
        arm = (f'<path d="M-24-58L-12-44" stroke="{shirt}" stroke-width="13" stroke-linecap="round"/>'
               f'<path d="M24-58L12-44" stroke="{shirt}" stroke-width="13" stroke-linecap="round"/>')
    elif arms == "wave":
        arm = (f'<path d="M26-60L46-106" stroke="{shirt}" stroke-width="14" stroke-linecap="round"/>'
               f'<circle cx="47" cy="-111" r="8" fill="{sk}"/>'
               f'<path d="M-26-60L-32-16" stroke="{shirt}" stroke-width="14" stroke-linecap="round"/>')
    else:
        arm = (f'<path d="M-26-60L-32-16" stroke="{shirt}" stroke-width="14" stroke-linecap="round"/>'
               f'<path d="M26-60L32-16" stroke="{shirt}" stroke-width="14" stroke-linecap="round"/>')
    fringe = {"curly": f'<path d="M-22-96Q-30-122-10-124Q0-136 12-126Q30-124 22-96Q14-108 0-108Q-14-108-22-96Z" fill="{hc}"/>'}.get(
        style, f'<path d="M-21-96Q-20-118 0-118Q20-118 21-96Q10-106 0-104Q-10-106-21-96Z" fill="{hc}"/>')
    return g(x, y, s, back + arm +
             f'<path d="M-19 0V-34H-2V0ZM2 0V-34H19V0Z" fill="{legs}"/>'
             f'<path d="M-28-26V-50Q-28-70-8-70H8Q28-70 28-50V-26Z" fill="{shirt}"/>'
             f'<rect x="-6" y="-78" width="12" height="10" fill="{sk}"/><circle cx="0" cy="-96" r="20" fill="{sk}"/>' + fringe)


def licence_card(x, y, s=1.0):
    """The pink German card licence: a photo, lines, the blue EU corner."""
    return g(x, y, s, f'<rect width="170" height="108" rx="10" fill="{PINK}"/>'
             f'<rect x="10" y="10" width="26" height="20" rx="3" fill="{NAVY}"/>'
             f'<rect x="12" y="38" width="46" height="58" rx="4" fill="{SKY}"/>'
             f'<circle cx="35" cy="60" r="10" fill="{WHITE}" opacity=".8"/>'
             f'<rect x="72" y="20" width="80" height="10" rx="3" fill="{INK}" opacity=".55"/>'
             f'<rect x="72" y="42" width="62" height="8" rx="3" fill="{INK}" opacity=".35"/>'
             f'<rect x="72" y="58" width="72" height="8" rx="3" fill="{INK}" opacity=".35"/>'
             f'<rect x="72" y="74" width="50" height="8" rx="3" fill="{INK}" opacity=".35"/>'
             f'<circle cx="148" cy="90" r="9" fill="{SUN}"/>')


def play(cx=640, cy=320):
    return (f'<circle cx="{cx}" cy="{cy}" r="84" fill="{WHITE}" opacity="0.95"/>'
            f'<path d="M{cx-25} {cy-45}L{cx-25} {cy+45}L{cx+50} {cy}Z" fill="{NAVY}"/>')


def check(x, y, s=1.0, col=SUN, w=8):
    return f'<path d="M{x-12*s} {y}L{x-3*s} {y+9*s}L{x+13*s} {y-9*s}" fill="none" stroke="{col}" stroke-width="{w}" stroke-linecap="round" stroke-linejoin="round"/>'


def skyline(x0, base, s=1.0, col=DEEP, river=None):
    """Frankfurt, stylised: Dom spire, Main Tower, Commerzbank, Messeturm, twin towers, ECB."""
    shapes = [
        f'<path d="M0 0V-90H30V-140L45-190L60-140V-90H70V0Z"/>',                      # Dom
        f'<rect x="90" y="-160" width="44" height="160"/>',
        f'<path d="M150 0V-260Q150-272 172-274Q194-272 194-260V0Z"/><rect x="170" y="-318" width="4" height="46"/>',  # Main Tower
        f'<rect x="210" y="-210" width="56" height="210"/><rect x="272" y="-236" width="40" height="236"/>',  # twin towers
        f'<path d="M330 0V-300L352-300V-312H374V-300L396-300V0Z"/><rect x="361" y="-360" width="4" height="50"/>',  # Commerzbank
        f'<rect x="410" y="-130" width="50" height="130"/>',
        f'<path d="M474 0V-280H522V0Z"/><path d="M474-280L498-326L522-280Z"/>',       # Messeturm
        f'<path d="M540 0V-180Q568-200 596-180V0Z"/>',                                  # Westend
        f'<path d="M612 0L618-220L648-226L652 0Z"/><path d="M656 0L660-200L690-196L694 0Z"/>',  # ECB
        f'<rect x="706" y="-110" width="46" height="110"/>',
    ]
    return g(x0, base, s, f'<g fill="{col}">{"".join(shapes)}</g>')


def hills(w, y, back=GREEN, front=DGREEN):
    return (f'<path d="M0 {y-40}C{w*.2:.0f} {y-110} {w*.4:.0f} {y-50} {w*.55:.0f} {y-80}S{w*.85:.0f} {y-120} {w} {y-60}V{y+400}H0Z" fill="{back}"/>'
            f'<path d="M0 {y}C{w*.25:.0f} {y-45} {w*.55:.0f} {y+20} {w} {y-25}V{y+400}H0Z" fill="{front}"/>')


def lines(x, y, widths, gap=30, h=12, col=SKY):
    return "".join(f'<rect x="{x}" y="{y+i*gap}" width="{w}" height="{h}" rx="{h/2}" fill="{col}"/>' for i, w in enumerate(widths))


def wheel(x, y, r, col=INK):
    return (f'<circle cx="{x}" cy="{y}" r="{r}" fill="none" stroke="{col}" stroke-width="{r*.18:.0f}"/>'
            f'<circle cx="{x}" cy="{y}" r="{r*.22:.0f}" fill="{col}"/>'
            f'<path d="M{x-r} {y}H{x+r}M{x} {y}V{y+r}" stroke="{col}" stroke-width="{r*.16:.0f}"/>')


def landolt(x, y, r, gap_dir, col=INK):
    """A Landolt ring (the C of the German eye test) with its gap to the right/top/left/bottom."""
    w = r * .4
    gx, gy = {"r": (r, 0), "t": (0, -r), "l": (-r, 0), "b": (0, r)}[gap_dir]
    return (f'<circle cx="{x}" cy="{y}" r="{r - w/2:.1f}" fill="none" stroke="{col}" stroke-width="{w:.1f}"/>'
            f'<rect x="{x + gx - w/2 - (w/2 if gx > 0 else 0) + (w/2 if gx < 0 else 0):.1f}" y="{y + gy - w/2 - (w/2 if gy > 0 else 0) + (w/2 if gy < 0 else 0):.1f}" '
            f'width="{w:.1f}" height="{w:.1f}" fill="{WHITE}"/>')


# ---------------------------------------------------------------- posters (1280 x 720)
def poster(scene):
    return svg(1280, 720, '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">'
               f'<stop offset="0" stop-color="{NAVY}"/><stop offset="1" stop-color="{DEEP}"/></linearGradient></defs>'
               '<rect width="1280" height="720" fill="url(#g)"/>' + scene + play(), bg=None)


ROAD = (f'<path d="M0 585C400 550 900 620 1280 575V720H0Z" fill="{DGREEN}"/>'
        f'<path d="M0 628C400 598 900 668 1280 618V720H0Z" fill="{INK}"/>'
        f'<path d="M0 682C400 656 900 716 1280 672" fill="none" stroke="{MIST}" stroke-width="6" stroke-dasharray="60 50" opacity=".6"/>')
PAVE = f'<rect y="575" width="1280" height="45" fill="{SKY}" opacity=".35"/><path d="M0 620H1280V720H0Z" fill="{INK}"/>'
STARS = "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{WHITE}" opacity=".5"/>' for x, y, r in
                ((90, 80, 3), (260, 150, 2), (420, 60, 3), (880, 90, 2), (1040, 160, 3), (1200, 70, 2)))


def confetti(points):
    cols = [SUN, SKY, GREEN, WHITE]
    return "".join(f'<rect x="{x}" y="{y}" width="14" height="8" rx="2" fill="{cols[i % 4]}" transform="rotate({(i*37) % 90 - 45} {x} {y})"/>'
                   for i, (x, y) in enumerate(points))


week = "".join(f'<rect x="{80 + i*62}" y="90" width="50" height="50" rx="10" fill="{WHITE}" opacity=".14"/>' + check(105 + i*62, 113, 1.0, SUN, 7)
               for i in range(7))
hip1 = (ROAD + week + car(330, 672, 1.6) +
        confetti([(930, 300), (1010, 250), (1100, 290), (1180, 350), (960, 390), (1150, 220)]) +
        person(1060, 608, 1.6, SUN, "brown", 2, "short", "up"))

h_plate = (f'<rect x="110" y="120" width="190" height="190" rx="30" fill="{TEAL}"/>'
           f'<path d="M160 165V265M205 165V265M250 165V265M160 215H250" stroke="{WHITE}" stroke-width="10" stroke-linecap="round" opacity=".85"/>'
           f'<circle cx="205" cy="165" r="22" fill="{SUN}"/>')
a_plate = (f'<rect x="980" y="120" width="190" height="190" rx="30" fill="{TEAL}"/>'
           f'<rect x="1066" y="150" width="18" height="130" rx="9" fill="{DEEP}"/>'
           + "".join(f'<circle cx="1120" cy="{160 + i*36}" r="8" fill="{WHITE}" opacity="{1 if i == 3 else .5}"/>' for i in range(4)) +
           f'<circle cx="1075" cy="268" r="22" fill="{SUN}"/>')
arrow = (f'<path d="M330 215H420" stroke="{SUN}" stroke-width="12" stroke-linecap="round" stroke-dasharray="2 26"/>'
         f'<path d="M860 215H940" stroke="{SUN}" stroke-width="12" stroke-linecap="round" stroke-dasharray="2 26"/><path d="M935 195L965 215L935 235Z" fill="{SUN}"/>')
hip2 = ROAD + h_plate + a_plate + arrow + car(900, 680, 1.6, SKY) + person(330, 604, 1.6, GREEN, "dark", 1, "long", "wave")

story1 = (skyline(700, 590, 1.2, TEAL) + ROAD + person(300, 606, 1.8, SUN, "black", 3, "curly", "hold") +
          licence_card(232, 470, 0.8) + person(1040, 600, 1.7, SKY, "blond", 0, "short", "wave"))

tlight = (f'<rect x="214" y="300" width="24" height="300" fill="{INK}"/>'
          f'<rect x="178" y="150" width="96" height="230" rx="18" fill="{INK}"/>'
          f'<circle cx="226" cy="196" r="26" fill="{RED}" opacity=".35"/><circle cx="226" cy="265" r="26" fill="{SUN}" opacity=".35"/>'
          f'<circle cx="226" cy="334" r="26" fill="{GREEN}"/><circle cx="226" cy="334" r="40" fill="{GREEN}" opacity=".25"/>')
zebra = "".join(f'<path d="M{420 + i*70} 630L{460 + i*70} 630L{440 + i*70} 710L{390 + i*70} 710Z" fill="{MIST}" opacity=".8"/>' for i in range(4))
story2 = (PAVE + zebra + tlight +
          skyline(760, 590, 0.9, TEAL) + car(980, 640, 1.6, SUN) + tree(90, 590, 1.4, DGREEN))

gantry = (f'<rect x="330" y="110" width="12" height="480" fill="{INK}"/><rect x="938" y="110" width="12" height="480" fill="{INK}"/>'
          f'<rect x="330" y="104" width="620" height="14" fill="{INK}"/>'
          f'<rect x="370" y="124" width="230" height="100" rx="12" fill="#1f5fa8" stroke="{WHITE}" stroke-width="6"/>'
          f'<rect x="680" y="124" width="230" height="100" rx="12" fill="#1f5fa8" stroke="{WHITE}" stroke-width="6"/>'
          f'<path d="M485 210V160M485 146L463 172H507Z" stroke="{WHITE}" stroke-width="12" fill="{WHITE}"/>'
          f'<path d="M780 210V182Q780 160 806 156M818 156L794 138V174Z" stroke="{WHITE}" stroke-width="12" fill="{WHITE}"/>')
story3 = (hills(1280, 520, TEAL, "#0a4760") + f'<path d="M200 720L600 440H680L1080 720Z" fill="{INK}"/>'
          f'<path d="M637 460H643V490H637ZM634 530H646V580H634ZM630 630H650V700H630Z" fill="{MIST}"/>' + gantry +
          car_rear(800, 690, 1.25))

bays = "".join(f'<rect x="{x}" y="630" width="8" height="80" fill="{MIST}" opacity=".8"/>' for x in (120, 400, 680, 960, 1240))
meter = (f'<rect x="1130" y="420" width="14" height="180" fill="{INK}"/><rect x="1108" y="370" width="58" height="80" rx="14" fill="{SKY}"/>'
         f'<rect x="1120" y="384" width="34" height="24" rx="4" fill="{DEEP}"/>')
story4 = (PAVE + bays + car(260, 680, 1.5, SKY) + car(1100, 680, 1.5, GREEN) +
          meter + car(690, 680, 1.5, SUN) +
          f'<path d="M900 520Q800 470 720 540" fill="none" stroke="{WHITE}" stroke-width="8" stroke-dasharray="18 14" stroke-linecap="round"/>'
          f'<path d="M704 520L716 556L744 532Z" fill="{WHITE}"/>' + tree(80, 590, 1.5))

bridge = (f'<path d="M300 560Q420 480 540 560Q660 480 780 560Q900 480 1020 560" fill="none" stroke="{INK}" stroke-width="10"/>'
          f'<rect x="260" y="555" width="800" height="10" fill="{INK}"/>'
          + "".join(f'<rect x="{x}" y="520" width="6" height="40" fill="{INK}"/>' for x in (360, 420, 480, 600, 660, 720, 840, 900, 960)))
windows = "".join(f'<rect x="{x}" y="{y}" width="10" height="14" fill="{SUN}" opacity=".8"/>' for x, y in
                  ((380, 330), (400, 380), (380, 430), (540, 300), (520, 350), (560, 420), (780, 250), (800, 310), (780, 370), (1040, 330), (1060, 400), (420, 480), (800, 460)))
story5 = (f'<circle cx="1010" cy="250" r="110" fill="{SUN}"/>' + skyline(160, 560, 1.3, TEAL) + windows +
          f'<rect x="0" y="560" width="1280" height="160" fill="{SKY}" opacity=".55"/>' + bridge +
          "".join(f'<path d="M{x} {y}h{w}" stroke="{WHITE}" stroke-width="5" stroke-linecap="round" opacity=".6"/>'
                  for x, y, w in ((90, 610, 80), (380, 640, 120), (760, 620, 90), (1060, 650, 110), (200, 690, 70), (920, 700, 60))) +
          f'<rect x="0" y="690" width="1280" height="30" fill="{DGREEN}"/>')

cones = "".join(f'<path d="M{x-18} 690L{x-5} 640H{x+5}L{x+18} 690Z" fill="{SUN}"/><rect x="{x-10}" y="658" width="20" height="8" fill="{WHITE}"/>'
                for x in (800, 900, 1000, 1100, 1200))
story6 = (PAVE + cones + car(520, 668, 2.0, WHITE, sign=True, win=SKY) +
          person(170, 604, 1.6, SUN, "brown", 1, "short", "wave") + person(1000, 604, 1.6, SKY, "black", 3, "bun", "down") + STARS)

posters = {"hip-student-1": hip1, "hip-student-2": hip2, "story-1": story1, "story-2": story2,
           "story-3": story3, "story-4": story4, "story-5": story5, "story-6": story6}

# ---------------------------------------------------------------- illustrations
def home_hero():
    W, H = 1200, 800
    road = (f'<path d="M330 800C520 700 470 600 588 505H612C520 600 660 700 900 800Z" fill="{INK}"/>'
            f'<path d="M615 800C560 700 520 610 600 510" fill="none" stroke="{MIST}" stroke-width="7" stroke-dasharray="34 30"/>')
    family = f'<rect x="-46" y="-104" width="92" height="22" rx="8" fill="{NAVY}"/><rect x="-30" y="-88" width="6" height="8" fill="{INK}"/><rect x="24" y="-88" width="6" height="8" fill="{INK}"/>'
    return svg(W, H, f'<rect width="{W}" height="{H}" fill="{SKY}"/>' + sun(1010, 140, 64) + cloud(200, 130, 1.3) + cloud(760, 90, 1.0) +
               skyline(250, 500, 1.05, NAVY) + hills(W, 560) + tree(110, 660, 2.2, GREEN) + tree(230, 610, 1.5, GREEN) + tree(960, 610, 1.5, GREEN) +
               tree(1090, 690, 2.4, GREEN) + tree(330, 548, 1.0) + tree(860, 540, 1.0) + road + car_rear(612, 770, 1.6, SUN, OCHRE, family))


def about_mission():
    ticks = "".join(f'<rect x="397" y="{y}" width="6" height="16" fill="{NAVY}" transform="rotate({a} 400 250)"/>'
                    for a in (0, 90, 180, 270) for y in (120,))
    compass = (f'<circle cx="400" cy="250" r="150" fill="{SKY}" opacity=".3"/>'
               f'<circle cx="400" cy="250" r="118" fill="{WHITE}" stroke="{NAVY}" stroke-width="12"/>' + ticks +
               f'<path d="M400 150L424 250H376Z" fill="{SUN}"/><path d="M400 350L424 250H376Z" fill="{NAVY}"/>'
               f'<circle cx="400" cy="250" r="12" fill="{INK}"/>')
    return svg(800, 600, f'<ellipse cx="400" cy="560" rx="360" ry="34" fill="{PALE}"/>' + compass + licence_card(520, 330, 0.8) +
               person(120, 560, 1.5, SUN, "brown", 1, "long", "wave") + person(250, 570, 1.3, GREEN, "black", 3, "curly") +
               person(560, 575, 1.2, SKY, "blond", 0, "short") + person(690, 560, 1.5, NAVY, "dark", 2, "bun", "wave", DEEP))


def about_history():
    awning = "".join(f'<path d="M{150 + i*50} 206h50l-4 40h-50Z" fill="{SUN if i % 2 == 0 else OCHRE}"/>' for i in range(8))
    office = (f'<rect x="150" y="120" width="400" height="280" fill="{WHITE}"/><rect x="140" y="100" width="420" height="30" fill="{NAVY}"/>'
              f'<rect x="180" y="150" width="340" height="40" rx="6" fill="{NAVY}"/>' + lines(230, 164, [240], 0, 12, SUN) + awning +
              f'<rect x="180" y="270" width="210" height="120" fill="{SKY}"/>' + wheel(285, 330, 40, NAVY) +
              f'<rect x="420" y="270" width="100" height="130" fill="{DEEP}"/><circle cx="436" cy="338" r="5" fill="{SUN}"/>')
    road = f'<rect x="0" y="400" width="800" height="70" fill="{INK}"/><path d="M0 436H800" stroke="{MIST}" stroke-width="5" stroke-dasharray="40 30"/>'
    icons = [
        f'<circle cx="0" cy="0" r="14" fill="none" stroke="{WHITE}" stroke-width="6"/><path d="M12 0H40M30 0V10M38 0V8" stroke="{WHITE}" stroke-width="6"/>',
        f'<rect x="-26" y="-17" width="52" height="34" rx="5" fill="{PINK}"/><rect x="-21" y="-9" width="14" height="19" rx="2" fill="{SKY}"/>',
        f'<circle cx="-12" cy="-8" r="8" fill="{WHITE}"/><circle cx="12" cy="-8" r="8" fill="{WHITE}"/><path d="M-26 18Q-12-4 0 18Q12-4 26 18Z" fill="{WHITE}"/>',
        f'<path d="M0-22L6-7H22L9 3L14 19L0 9L-14 19L-9 3L-22-7H-6Z" fill="{SUN}"/>',
    ]
    tl = f'<rect x="0" y="470" width="800" height="130" fill="{DEEP}"/><path d="M90 560H710" stroke="{SKY}" stroke-width="6" stroke-linecap="round"/>'
    tl += "".join(f'<circle cx="{110 + i*193}" cy="560" r="12" fill="{SUN}"/><g transform="translate({110 + i*193} 512)">{ic}</g>'
                  for i, ic in enumerate(icons))
    return svg(800, 600, f'<rect width="800" height="400" fill="{PALE}"/>' + sun(680, 90, 40) + cloud(650, 170, 0.8) + tree(620, 400, 1.4) +
               tree(710, 400, 1.0) + office + road + tl + car(620, 450, 1.0, WHITE, sign=True))


# ---------------------------------------------------------------- services (800 x 500)
def kit(x, y, col, s=1.0):
    return g(x, y, s, f'<rect x="-40" y="-135" width="80" height="40" rx="14" fill="none" stroke="{col}" stroke-width="14"/>'
             f'<rect x="-130" y="-110" width="260" height="190" rx="22" fill="{col}"/>'
             f'<rect x="-22" y="-72" width="44" height="114" rx="4" fill="{WHITE}"/><rect x="-57" y="-37" width="114" height="44" rx="4" fill="{WHITE}"/>')


def heart_pulse(x, y, col, s=1.0):
    return g(x, y, s, f'<path d="M0 40C-70-10-60-70-20-70C-8-70 0-60 0-50C0-60 8-70 20-70C60-70 70-10 0 40Z" fill="{col}"/>'
             f'<path d="M-56-20H-24L-14-44L0 6L12-28L20-20H56" fill="none" stroke="{WHITE}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>')


def eye_chart(x, y, s=1.0):
    rows = [(0, 0, 26, "r"), (-34, 64, 16, "t"), (34, 64, 16, "l"), (-50, 110, 10, "b"), (0, 110, 10, "r"), (50, 110, 10, "t")]
    return g(x, y, s, f'<rect x="-90" y="-50" width="180" height="200" rx="12" fill="{WHITE}" stroke="{PALE}" stroke-width="4"/>' +
             "".join(landolt(cx, cy, r, d) for cx, cy, r, d in rows))


def services():
    ground = f'<ellipse cx="400" cy="440" rx="330" ry="26" fill="{PALE}"/>'
    form = (f'<rect x="110" y="70" width="240" height="320" rx="12" fill="{WHITE}" stroke="{PALE}" stroke-width="4"/>'
            + "".join(f'<rect x="140" y="{y}" width="26" height="26" rx="5" fill="none" stroke="{SKY}" stroke-width="4"/>' + check(153, y + 12, 0.9, SUN, 6)
                      + f'<rect x="182" y="{y+7}" width="{w}" height="12" rx="6" fill="{SKY}"/>' for y, w in ((110, 130), (160, 100), (210, 140), (260, 110)))
            + f'<circle cx="290" cy="340" r="34" fill="none" stroke="{NAVY}" stroke-width="7"/><circle cx="290" cy="340" r="18" fill="{NAVY}" opacity=".5"/>')
    stamp = (f'<rect x="300" y="230" width="80" height="24" rx="6" fill="{INK}"/><rect x="328" y="170" width="24" height="64" rx="6" fill="{OCHRE}"/>'
             f'<circle cx="340" cy="160" r="22" fill="{OCHRE}"/>')
    old = g(430, 130, 0.9, f'<rect width="170" height="108" rx="10" fill="{SKY}"/><rect x="12" y="18" width="46" height="58" rx="4" fill="{WHITE}" opacity=".7"/>'
            + lines(72, 24, [78, 60, 70], 20, 8, WHITE))
    conv = (ground + form + stamp + old + f'<path d="M595 245Q640 250 640 290" fill="none" stroke="{SUN}" stroke-width="10" stroke-linecap="round"/>'
            f'<path d="M622 282L640 312L658 282Z" fill="{SUN}"/>' + licence_card(520, 320, 1.0))

    en = ground + kit(300, 300, NAVY) + eye_chart(600, 180, 1.0) + f'<path d="M540 360h50a22 22 0 0 1 44 0h50" fill="none" stroke="{INK}" stroke-width="6"/>' \
        f'<circle cx="562" cy="370" r="22" fill="none" stroke="{INK}" stroke-width="6"/><circle cx="662" cy="370" r="22" fill="none" stroke="{INK}" stroke-width="6"/>' \
        + heart_pulse(130, 150, SKY, 0.7)
    es = ground + kit(500, 300, SUN) + heart_pulse(210, 200, NAVY, 1.0) + \
        f'<g transform="rotate(-20 210 380)"><rect x="130" y="360" width="160" height="44" rx="22" fill="{WHITE}" stroke="{PALE}" stroke-width="4"/>' \
        f'<rect x="185" y="360" width="50" height="44" fill="{PINK}"/></g>' + \
        f'<circle cx="690" cy="140" r="40" fill="{WHITE}" stroke="{SUN}" stroke-width="10"/><path d="M690 112V140L708 152" fill="none" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>'

    examiner = (ground + f'<rect x="60" y="300" width="680" height="140" rx="30" fill="{DEEP}"/>' +
                wheel(230, 380, 90, INK) +
                person(520, 440, 1.7, NAVY, "black", 1, "short", "hold") +
                f'<rect x="488" y="300" width="64" height="84" rx="6" fill="{WHITE}" stroke="{OCHRE}" stroke-width="5"/>' + lines(498, 318, [44, 36, 40], 18, 7, SKY) +
                f'<rect x="560" y="60" width="200" height="130" rx="20" fill="{WHITE}"/><path d="M590 188L566 230L630 188Z" fill="{WHITE}"/>'
                f'<path d="M640 160V120Q640 100 660 100H690M686 82L712 100L686 118Z" stroke="{NAVY}" stroke-width="14" fill="{NAVY}" stroke-linejoin="round"/>')

    chevrons = "".join(f'<path d="M{360 + d*0.15} {190 + d}L400 {170 + d}L{440 - d*0.15} {190 + d}" fill="none" stroke="{SUN}" stroke-width="{8 + d/12:.0f}" stroke-linecap="round" stroke-linejoin="round"/>'
                       for d in (0, 60, 130))
    hit = (f'<rect width="800" height="500" fill="{SKY}"/>' + hills(800, 300) + f'<path d="M90 500L370 150H430L710 500Z" fill="{INK}"/>' + chevrons +
           "".join(f'<path d="M{x} {y}h{w}" stroke="{WHITE}" stroke-width="6" stroke-linecap="round" opacity=".8"/>' for x, y, w in ((560, 390, 90), (590, 420, 120), (570, 450, 70))) +
           car_rear(470, 470, 1.0) +
           f'<circle cx="140" cy="120" r="54" fill="{WHITE}" stroke="{NAVY}" stroke-width="10"/><rect x="130" y="50" width="20" height="18" rx="3" fill="{NAVY}"/>'
           f'<path d="M140 120V88M140 120L162 132" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>')

    cal = (f'<rect x="110" y="80" width="360" height="330" rx="16" fill="{WHITE}" stroke="{PALE}" stroke-width="4"/>'
           f'<rect x="110" y="80" width="360" height="64" rx="16" fill="{NAVY}"/><rect x="110" y="120" width="360" height="24" fill="{NAVY}"/>'
           f'<rect x="170" y="62" width="14" height="40" rx="7" fill="{INK}"/><rect x="396" y="62" width="14" height="40" rx="7" fill="{INK}"/>' +
           "".join(f'<rect x="{135 + c*64}" y="{168 + r*58}" width="46" height="40" rx="6" fill="{SUN if c == 2 else PALE}"/>' for r in range(4) for c in range(5)) +
           "".join(check(158 + 2*64, 188 + r*58, 0.8, WHITE, 6) for r in range(4)))
    weekly = ground + cal + car(610, 420, 1.3, SUN) + \
        f'<circle cx="640" cy="160" r="70" fill="{WHITE}" stroke="{NAVY}" stroke-width="10"/><path d="M640 160V112M640 160L674 180" stroke="{INK}" stroke-width="8" stroke-linecap="round"/>'

    return {"conversion-assistance": conv, "english-first-aid-course": en, "spanish-first-aid-course": es,
            "understand-the-examiner": examiner, "high-intense-training": hit, "weekly-classes": weekly}


# ---------------------------------------------------------------- team (400 x 400)
def portrait(bg, skin, hair_back, hair_front, clothes, extras="", ring=WHITE):
    sk = skin
    face = (f'<rect x="178" y="222" width="44" height="46" fill="{sk}"/>'
            f'<ellipse cx="132" cy="180" rx="12" ry="18" fill="{sk}"/><ellipse cx="268" cy="180" rx="12" ry="18" fill="{sk}"/>'
            f'<ellipse cx="200" cy="170" rx="68" ry="78" fill="{sk}"/>'
            f'<circle cx="174" cy="172" r="7" fill="{INK}"/><circle cx="226" cy="172" r="7" fill="{INK}"/>'
            f'<path d="M186 208Q200 220 214 208" fill="none" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>'
            f'<circle cx="160" cy="196" r="9" fill="{SUN}" opacity=".25"/><circle cx="240" cy="196" r="9" fill="{SUN}" opacity=".25"/>')
    return svg(400, 400, f'<clipPath id="c"><circle cx="200" cy="200" r="200"/></clipPath><g clip-path="url(#c)">'
               f'<rect width="400" height="400" fill="{bg}"/>{hair_back}{clothes}{face}{hair_front}{extras}</g>', bg=None)


def team():
    brows = lambda col: f'<path d="M160 150Q174 142 186 150M214 150Q226 142 240 150" fill="none" stroke="{col}" stroke-width="5" stroke-linecap="round"/>'
    ana = portrait("#cfe3ec", SKIN[1],
                   f'<path d="M112 180Q100 70 200 72Q300 70 288 180Q300 270 320 330H80Q100 270 112 180Z" fill="{HAIR["brown"]}"/>',
                   f'<path d="M130 160Q130 90 200 88Q272 90 272 170Q240 150 222 112Q190 150 130 160Z" fill="{HAIR["brown"]}"/>' + brows(HAIR["brown"]),
                   f'<path d="M60 400Q60 290 200 280Q340 290 340 400Z" fill="{SUN}"/><path d="M166 282L200 340L234 282Z" fill="{WHITE}"/>'
                   f'<path d="M150 286L200 400M250 286L200 400" stroke="{OCHRE}" stroke-width="6"/>',
                   f'<circle cx="132" cy="204" r="6" fill="{SUN}"/><circle cx="268" cy="204" r="6" fill="{SUN}"/>'
                   f'<circle cx="200" cy="330" r="7" fill="{NAVY}"/>')
    jonas = portrait("#f6dcae", SKIN[0], "",
                     f'<path d="M132 150Q128 86 200 86Q272 86 268 150Q250 120 230 118Q200 126 160 116Q140 126 132 150Z" fill="{HAIR["blond"]}"/>' + brows(OCHRE) +
                     f'<path d="M134 190Q140 250 200 252Q260 250 266 190Q252 226 200 228Q148 226 134 190Z" fill="{HAIR["blond"]}" opacity=".9"/>'
                     f'<path d="M186 212Q200 222 214 212" fill="none" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>',
                     f'<path d="M60 400Q60 290 200 280Q340 290 340 400Z" fill="{NAVY}"/><path d="M160 282L200 322L240 282L226 274H174Z" fill="{WHITE}"/>'
                     f'<path d="M200 322V380" stroke="{DEEP}" stroke-width="4"/><circle cx="200" cy="342" r="4" fill="{WHITE}"/><circle cx="200" cy="362" r="4" fill="{WHITE}"/>')
    carmen = portrait("#d7ead8", SKIN[2],
                      f'<circle cx="200" cy="78" r="40" fill="{HAIR["black"]}"/>',
                      f'<path d="M128 166Q118 92 200 90Q282 92 272 166Q262 120 236 126Q220 108 200 120Q180 108 164 126Q138 120 128 166Z" fill="{HAIR["black"]}"/>'
                      + "".join(f'<circle cx="{x}" cy="{y}" r="14" fill="{HAIR["black"]}"/>' for x, y in ((134, 130), (150, 104), (250, 104), (266, 130))) + brows(HAIR["black"]) +
                      f'<circle cx="174" cy="172" r="20" fill="none" stroke="{NAVY}" stroke-width="5"/><circle cx="226" cy="172" r="20" fill="none" stroke="{NAVY}" stroke-width="5"/>'
                      f'<path d="M194 170H206" stroke="{NAVY}" stroke-width="5"/>',
                      f'<path d="M60 400Q60 290 200 280Q340 290 340 400Z" fill="{DGREEN}"/><path d="M170 282Q200 312 230 282Z" fill="{SKIN[2]}"/>'
                      f'<path d="M140 290Q160 340 150 400M260 290Q240 340 250 400" stroke="{GREEN}" stroke-width="14" fill="none"/>',
                      f'<circle cx="270" cy="340" r="18" fill="{WHITE}"/><path d="M270 328V352M258 340H282" stroke="{RED}" stroke-width="7"/>')
    david = portrait("#f3f6f8", SKIN[3], "",
                     f'<path d="M132 156Q126 82 200 82Q274 82 268 156Q262 116 200 114Q138 116 132 156Z" fill="{HAIR["black"]}"/>'
                     + "".join(f'<circle cx="{200 - 66*math.cos(math.radians(t)):.0f}" cy="{150 - 62*math.sin(math.radians(t)):.0f}" r="16" fill="{HAIR["black"]}"/>'
                               for t in range(20, 170, 22)) + brows(HAIR["black"]) +
                     f'<path d="M184 204Q200 222 216 204Z" fill="{WHITE}"/>',
                     f'<path d="M60 400Q60 290 200 280Q340 290 340 400Z" fill="{TEAL}"/><path d="M160 284L200 350L240 284Z" fill="{SKY}"/>'
                     f'<path d="M172 282L200 306L228 282Z" fill="{WHITE}"/>')
    return {"ana": ana, "jonas": jonas, "carmen": carmen, "david": david}


# ---------------------------------------------------------------- eBook covers (600 x 850)
def cover(title_lines, col, art):
    size = 44 if max(len(l) for l in title_lines) <= 18 else 40
    tspans = "".join(f'<tspan x="70" dy="{0 if i == 0 else round(size * 1.22)}">{t}</tspan>' for i, t in enumerate(title_lines))
    rule_y = 120 + round(size * 1.22) * (len(title_lines) - 1) + 40
    return svg(600, 850,
               f'<rect width="600" height="850" fill="{col}"/><rect width="30" height="850" fill="{INK}" opacity=".28"/>'
               f'<rect x="30" width="4" height="850" fill="{WHITE}" opacity=".15"/>'
               f'<text x="70" y="120" font-family="{FONT}" font-size="{size}" font-weight="700" fill="{WHITE}">{tspans}</text>'
               f'<rect x="70" y="{rule_y}" width="90" height="8" rx="4" fill="{SUN}"/>'
               f'<circle cx="330" cy="560" r="170" fill="{WHITE}" opacity=".08"/>{art}'
               f'<path d="M70 792h28" stroke="{SUN}" stroke-width="6" stroke-linecap="round"/>'
               f'<text x="110" y="800" font-family="{FONT}" font-size="24" font-weight="700" fill="{WHITE}" letter-spacing="1">MainDrive</text>', bg=None)


def cover_art():
    conv = (g(150, 470, 1.0, f'<rect width="150" height="200" rx="12" fill="{DEEP}"/><circle cx="75" cy="80" r="30" fill="none" stroke="{SUN}" stroke-width="6"/>'
                             f'<rect x="35" y="140" width="80" height="10" rx="5" fill="{SUN}"/>') +
            licence_card(250, 560, 1.3) + check(480, 520, 2.0, SUN, 12))
    phr = (f'<rect x="110" y="430" width="300" height="170" rx="24" fill="{WHITE}"/><path d="M160 598L140 650L210 598Z" fill="{WHITE}"/>'
           + lines(145, 470, [230, 180, 210], 36, 16, SKY) +
           f'<rect x="300" y="560" width="210" height="120" rx="24" fill="{SUN}"/><path d="M460 678L480 720L420 678Z" fill="{SUN}"/>'
           + lines(330, 592, [150, 110], 32, 14, WHITE))
    tech = (f'<circle cx="330" cy="560" r="120" fill="{WHITE}"/>'
            f'<path d="M250 600A85 85 0 1 1 410 600" fill="none" stroke="{NAVY}" stroke-width="16" stroke-linecap="round"/>'
            + "".join(f'<rect x="326" y="468" width="8" height="24" rx="3" fill="{NAVY}" transform="rotate({a} 330 560)"/>' for a in (-100, -50, 0, 50, 100)) +
            f'<path d="M330 560L380 500" stroke="{SUN}" stroke-width="12" stroke-linecap="round"/><circle cx="330" cy="560" r="16" fill="{INK}"/>'
            f'<rect x="290" y="612" width="80" height="26" rx="6" fill="{PALE}"/>')
    return {"conversion-guide": (NAVY, conv), "examiner-phrases": (DEEP, phr), "tech-questions": (TEAL, tech)}


COVER_TITLES = {
    "conversion-guide": {"en": ["Your German", "Licence:", "The Conversion", "Guide"],
                         "es": ["Tu permiso", "alemán: guía", "de conversión"]},
    "examiner-phrases": {"en": ["20 Examiner", "Phrases You", "Must Know"],
                         "es": ["20 frases del", "examinador que", "debes conocer"]},
    "tech-questions": {"en": ["Technical", "Questions of the", "Driving Test"],
                       "es": ["Preguntas", "técnicas del", "examen de", "conducir"]},
}

# ---------------------------------------------------------------- write everything
def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    for name, scene in posters.items():
        write(f"{OUT}/posters/{name}.svg", poster(scene))
    write(f"{OUT}/illustrations/home-hero.svg", home_hero())
    write(f"{OUT}/illustrations/about-mission.svg", about_mission())
    write(f"{OUT}/illustrations/about-history.svg", about_history())
    for name, body in services().items():
        write(f"{OUT}/services/{name}.svg", svg(800, 500, body))
    for name, text in team().items():
        write(f"{OUT}/team/{name}.svg", text)
    arts = cover_art()
    for name, titles in COVER_TITLES.items():
        col, art = arts[name]
        for locale, tl in titles.items():
            write(f"{OUT}/ebooks/{name}_{locale}.svg", cover(tl, col, art))

    clips = json.load(open(os.path.join(HERE, "clips.json"), encoding="utf-8"))
    for name, titles in clips["titles"].items():
        for locale, title in titles.items():
            write(f"{OUT}/captions/{name}_{locale}.vtt",
                  f"WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n{' '.join(title)}\n\n"
                  f"00:00:03.000 --> 00:00:06.000\n{clips['placeholder'][locale]}\n")
        # The clip background: the poster without its play symbol (a playing video shows none).
        with open(f"{OUT}/posters/{name}.svg", encoding="utf-8") as f:
            scene = f.read()
        scene = re.sub(r'<circle cx="640" cy="320" r="84"[^>]*/>\s*<path d="M615 275[^>]*/>', "", scene)
        write(f"{BUILD}/scenes/{name}.svg", scene)


if __name__ == "__main__":
    main()
