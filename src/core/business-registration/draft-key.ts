/**
 * Where the business registration draft is kept (local storage). A module of its own so that the portal's sign-out
 * clean-up can remove the draft without loading the wizard's rules into the first screen.
 */
export const DRAFT_STORAGE_KEY = 'wallet.businessRegistrationDraft';

/** Where a signed-in person's new business profile (route new-profile) is kept while it is being written. */
export const NEW_PROFILE_DRAFT_STORAGE_KEY = 'wallet.newProfileDraft';
