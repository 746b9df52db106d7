/**
 * Test helpers for the content-API client's tests (contentApi.test.ts, booking-service/bookings.test.ts).
 */
import { ContentApiError } from '../contentApi.ts';

/** The ContentApiError a call fails with; any other outcome fails the test. */
export async function contentApiFailure(promise: Promise<unknown>): Promise<ContentApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ContentApiError) return error;
    throw error;
  }
  throw new Error('expected a ContentApiError');
}
