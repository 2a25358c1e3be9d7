/**
 * Error codes the identity service answers with. They travel in the error envelope; the gateway maps
 * each to an HTTP status and the console translates them (errors.<code>).
 */
export enum IdentityErrorCode {
  FirstNameRequired = 'firstNameRequired',
  InvalidEmail = 'invalidEmail',
  PasswordTooShort = 'passwordTooShort',
  PasswordsMustMatch = 'passwordsMustMatch',
  MaxLength = 'maxLength',
  UnsupportedLanguage = 'unsupportedLanguage',
  EmailTaken = 'emailTaken',
  InvalidCredentials = 'invalidCredentials',
  TooManyAttempts = 'tooManyAttempts',
  TokenUnknown = 'tokenUnknown',
  TokenExpired = 'tokenExpired',
  TokenUsed = 'tokenUsed',
  UserNotFound = 'userNotFound',
  UnknownTimezone = 'unknownTimezone',
  RefreshTokenInvalid = 'refreshTokenInvalid',
  RefreshTokenReused = 'refreshTokenReused',
  Required = 'required',
  InvalidChoice = 'invalidChoice',
  InvalidDate = 'invalidDate',
  TosNotAccepted = 'tosNotAccepted',
  CountryNotSupported = 'countryNotSupported',
  AccountTokenNotAllowed = 'accountTokenNotAllowed',
  IndividualMustBeAdult = 'individualMustBeAdult',
  MinorNeedsGuardian = 'minorNeedsGuardian',
  AccountNotFound = 'accountNotFound',
  NotAllowed = 'notAllowed',
  AlreadyMember = 'alreadyMember',
  InviteEmailMismatch = 'inviteEmailMismatch',
  EmailNotVerified = 'emailNotVerified',
  /** Changing the password: the current password given is not the member's. */
  CurrentPasswordIncorrect = 'currentPasswordIncorrect',
}
