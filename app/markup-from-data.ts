/**
 * A route module's `handle` saying that its markup is a function of the URL, its loader data and
 * the interface texts of the URL's language alone: no clock, randomness, environment or other
 * request detail is read while it renders. A page whose every matched route says so is rendered
 * once per distinct URL and data and sent again while they stay the same (render-memo.server.ts).
 * A staff page's one-time form key (the URL's `key`) may be in its data and its markup, written
 * whole as it is: each response gets its own key put back into the kept page.
 */
export const markupFromData = { markupFromData: true } as const;
