import { isApiError } from '@vitrine/api-client';
import { data } from 'react-router';
import { alternatesFromData } from '../features/document/page-alternates';
import type { NewsletterResult } from '../features/newsletter/newsletter-form';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/newsletter';

// Never a page of its own (its loader answers 404), but a route like any other.
export const handle: PageHandle = { alternates: alternatesFromData };

/** The newsletter form's action: the API decides; its field errors come back to the form. */
export async function action({ request, params, context }: Route.ActionArgs): Promise<NewsletterResult> {
  const culture = routeCulture(params);
  // A body that is no form (a broken multipart post) is the sender's fault: 400, not a 500.
  const form = await request.formData().catch(() => {
    throw data(null, { status: 400 });
  });
  const email = String(form.get('Email') ?? '');
  try {
    const subscription = await context.api.newsletter.subscribe({ Email: email, Culture: culture });
    return { ok: true, email: subscription.Email, alreadySubscribed: subscription.AlreadySubscribed };
  } catch (error) {
    if (isApiError(error) && error.status === 400)
      return { ok: false, fieldErrors: error.problem?.errors ?? {} };
    console.error('[newsletter] subscription failed', error);
    return { ok: false, fieldErrors: {}, failed: true };
  }
}

/** A GET of this address (no script) goes back to the homepage. */
export function loader({ params }: Route.LoaderArgs) {
  throw data(null, { status: 404, statusText: params.culture });
}
