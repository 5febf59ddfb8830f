// The seed's demo customer (localhost only): `npm run seed` creates it, the bench logs in as it.
export const DEMO_EMAIL = "demo@example.com";
export const DEMO_PASSWORD = "driving in frankfurt demo";
