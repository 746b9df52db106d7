/**
 * drizzle-kit's settings: `npm run db:generate` writes the migration that takes the booking service's
 * database from the latest snapshot in `migrations/meta/` to `schema.ts` (docs/bookings.md "Migrations").
 * https://orm.drizzle.team/docs/drizzle-config-file
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './booking-service/db/schema.ts',
  out: './booking-service/db/migrations',
});
