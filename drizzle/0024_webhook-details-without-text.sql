-- Payment events stored what the webhook left out with the value itself, quoted: often the
-- customer's name or address, kept after a deletion of their data. Details are now written by kind
-- and length (webhook-payload.server.ts); the old ones lose the values. The purchase's own flags
-- (nameLeftOut, valuesLeftOut, dateReplaced) still tell the staff what to look at.
UPDATE "webhook_events"
SET "detail" = 'values left out (their text removed)'
WHERE "detail" LIKE '%left out%' OR "detail" LIKE '%course date "%';
