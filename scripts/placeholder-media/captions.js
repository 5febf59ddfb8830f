// @ts-check
// The WebVTT captions of the placeholder clips: the title for the first three seconds, then the
// placeholder note, matching what the six-second clip shows (clips.js).

/**
 * @param {string[]} titleLines the clip's title, one or two lines (one caption line here)
 * @param {string} note the placeholder note in the same language
 */
export function vtt(titleLines, note) {
  return (
    `WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n${titleLines.join(" ")}\n\n` +
    `00:00:03.000 --> 00:00:06.000\n${note}\n`
  );
}
