/**
 * Where the business registration draft is kept (local storage). A module of its own so that the portal's sign-out
 * clean-up can remove the draft without loading the wizard's rules into the first screen.
 */
export const DRAFT_STORAGE_KEY = 'wallet.businessRegistrationDraft';
