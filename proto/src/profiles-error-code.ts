/**
 * Error codes the profiles service answers with. They travel in the error envelope; the gateway maps
 * each to an HTTP status and the console translates them (errors.<code>), filling "{0}" from args.
 */
export enum ProfilesErrorCode {
  /** A required field is missing; args[0] names it. */
  Required = 'required',
  /** "Max {0} characters": args[0] is the limit, args[1] the field (as identity has it). */
  MaxLength = 'maxLength',
  /** "At least one {0} selected": args[0] is the list (bodyType, ethnicAppearance, citizenship, union). */
  AtLeastOneSelected = 'atLeastOneSelected',
  /** A value is not one of the catalogue's keys; args[0] is the field, args[1] the value. */
  InvalidChoice = 'invalidChoice',
  /** A malformed or impossible value (date, URL, number, range); args[0] is the field. */
  InvalidValue = 'invalidValue',
  InvalidPhone = 'invalidPhone',
  InvalidEmail = 'invalidEmail',
  InvalidUrl = 'invalidUrl',
  /** A range whose lower bound is above its upper bound; args[0] names the range. */
  InvalidRange = 'invalidRange',
  PassportExpired = 'passportExpired',
  MinorNeedsGuardian = 'minorNeedsGuardian',
  /** A talent agent where agents are licensed (CA, NY) without the license; args: [field, "CA, US"]. */
  LicenseRequired = 'licenseRequired',
  /** Fewer than two professional references without "N/A". */
  ReferencesRequired = 'referencesRequired',
  /** "Max file size is {0} MB". */
  FileTooLarge = 'fileTooLarge',
  UnsupportedFileType = 'unsupportedFileType',
  ProfileNotFound = 'profileNotFound',
  PhotoNotFound = 'photoNotFound',
  /** The representative profile has no licence document on file; args[0] is the profile's id. */
  LicenseDocumentNotFound = 'licenseDocumentNotFound',
}
