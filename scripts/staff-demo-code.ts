// `npm run staff:demo-code`: the current TOTP code of the seeded demo staff account,
// as an authenticator app would show it. Only meaningful for the seed's fixed, public demo key.
import { totpCode } from "~/server/staff/totp.server";
import { STAFF_DEMO_TOTP_KEY } from "./staff-demo";

console.log(totpCode(STAFF_DEMO_TOTP_KEY));
