// Who owns an upload, as a company call sees it (docs/company-api.md §10.4): a picture counts as the caller's when
// POST /api/upload/image/file stored it under the calling principal (the company, while the member buys as 企业)
// or under the member's own user account. The storefront uploads under the user token whatever the entity, so a
// member's own pictures must count; another member's or another company's never do.

/** The upload owners (principal keys) whose pictures a member acting as `principalKey` may attach. */
export const memberUploadOwners = (principalKey: string, memberUid: number): ReadonlySet<string> =>
  new Set([principalKey, `user:${memberUid}`]);
