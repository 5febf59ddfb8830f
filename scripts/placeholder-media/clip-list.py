"""Prints one tab-separated line per clip: name, locale, title, placeholder note."""
import json, os

clips = json.load(open(os.path.join(os.path.dirname(__file__), "clips.json"), encoding="utf-8"))
for name, titles in clips["titles"].items():
    for locale, title in titles.items():
        print("\t".join([name, locale, title, clips["placeholder"][locale]]))
