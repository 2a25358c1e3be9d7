/** Codes the gateway answers with when it refuses a route before any service sees the request. */
export enum AccessErrorCode {
  /** The route's feature is switched off in this deployment (404, as if the route did not exist). */
  FeatureDisabled = 'featureDisabled',
  /** The route works on an account's records and the token has no account selected. */
  AccountRequired = 'accountRequired',
  /** The caller's role or account type may not use this route; args[0] names the feature or role rule. */
  Forbidden = 'forbidden',
}
