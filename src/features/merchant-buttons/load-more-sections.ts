/**
 * Everything of the feature beyond the saved buttons list (the editor, the delete dialog, PBN settings, logos) is one
 * chunk, downloaded while the list is read: one more request at most, and modules those parts share with the list
 * are not counted as shared by every widget (which would put them in the widgets' common runtime).
 */
export const loadMoreSections = () => import('./more-sections');
