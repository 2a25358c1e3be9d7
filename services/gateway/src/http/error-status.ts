import {
  AccessErrorCode,
  ConnectionsErrorCode,
  IdentityErrorCode,
  OpsErrorCode,
  PaymentsErrorCode,
  ProductionsErrorCode,
  ProfilesErrorCode,
} from '@callsheet/contracts';
import { KernelErrorCode } from '@callsheet/kernel';

/**
 * The HTTP status of every error code a client can receive. Each module's code enum gets its own
 * exhaustive switch here as the services grow; a code no switch knows is a bug and answers 500.
 */
export function httpStatusOf(code: string): number {
  if (isKernelCode(code)) {
    return kernelStatus(code);
  }
  if (isIdentityCode(code)) {
    return identityStatus(code);
  }
  if (isAccessCode(code)) {
    return accessStatus(code);
  }
  if (isOpsCode(code)) {
    return opsStatus(code);
  }
  if (isProfilesCode(code)) {
    return profilesStatus(code);
  }
  if (isProductionsCode(code)) {
    return productionsStatus(code);
  }
  if (isConnectionsCode(code)) {
    return connectionsStatus(code);
  }
  if (isPaymentsCode(code)) {
    return paymentsStatus(code);
  }
  return 500;
}

function identityStatus(code: IdentityErrorCode): number {
  switch (code) {
    case IdentityErrorCode.FirstNameRequired:
    case IdentityErrorCode.InvalidEmail:
    case IdentityErrorCode.PasswordTooShort:
    case IdentityErrorCode.PasswordsMustMatch:
    case IdentityErrorCode.MaxLength:
    case IdentityErrorCode.UnsupportedLanguage:
    case IdentityErrorCode.UnknownTimezone:
    case IdentityErrorCode.Required:
    case IdentityErrorCode.InvalidChoice:
    case IdentityErrorCode.InvalidDate:
    case IdentityErrorCode.TosNotAccepted:
    case IdentityErrorCode.CountryNotSupported:
    case IdentityErrorCode.AccountTokenNotAllowed:
    case IdentityErrorCode.IndividualMustBeAdult:
    case IdentityErrorCode.MinorNeedsGuardian:
    case IdentityErrorCode.TokenUnknown:
    case IdentityErrorCode.CurrentPasswordIncorrect:
    case IdentityErrorCode.EmailUnchanged:
    case IdentityErrorCode.InvalidValue:
      return 400;
    case IdentityErrorCode.InvalidCredentials:
    case IdentityErrorCode.RefreshTokenInvalid:
    case IdentityErrorCode.RefreshTokenReused:
      return 401;
    case IdentityErrorCode.NotAllowed:
    case IdentityErrorCode.InviteEmailMismatch:
    case IdentityErrorCode.EmailNotVerified:
    case IdentityErrorCode.MembershipChanged:
      return 403;
    case IdentityErrorCode.UserNotFound:
    case IdentityErrorCode.AccountNotFound:
    case IdentityErrorCode.MemberNotFound:
    case IdentityErrorCode.InviteNotFound:
      return 404;
    case IdentityErrorCode.EmailTaken:
    case IdentityErrorCode.AlreadyMember:
    case IdentityErrorCode.TokenUsed:
    case IdentityErrorCode.LastOwner:
      return 409;
    case IdentityErrorCode.TokenExpired:
    case IdentityErrorCode.InviteRevoked:
      return 410;
    case IdentityErrorCode.TooManyAttempts:
      return 429;
    default:
      return assertUnreachable(code);
  }
}

const identityCodes = new Set<string>(Object.values(IdentityErrorCode));

function isIdentityCode(code: string): code is IdentityErrorCode {
  return identityCodes.has(code);
}

function productionsStatus(code: ProductionsErrorCode): number {
  switch (code) {
    case ProductionsErrorCode.Required:
    case ProductionsErrorCode.MaxLength:
    case ProductionsErrorCode.InvalidChoice:
    case ProductionsErrorCode.InvalidValue:
    case ProductionsErrorCode.InvalidUrl:
    case ProductionsErrorCode.InvalidRange:
    case ProductionsErrorCode.InvalidDate:
    case ProductionsErrorCode.PayTransparencyRequired:
      return 400;
    case ProductionsErrorCode.ProductionNotFound:
    case ProductionsErrorCode.ProjectNotFound:
    case ProductionsErrorCode.JobNotFound:
      return 404;
    case ProductionsErrorCode.NotValidUpdateStatus:
    case ProductionsErrorCode.InvalidStatusTransition:
    case ProductionsErrorCode.InvalidPhaseTransition:
    case ProductionsErrorCode.PhaseNeedsActiveProduction:
    case ProductionsErrorCode.ProductionNeedsReadyProject:
      return 409;
    default:
      return assertUnreachable(code);
  }
}

const productionsCodes = new Set<string>(Object.values(ProductionsErrorCode));

function isProductionsCode(code: string): code is ProductionsErrorCode {
  return productionsCodes.has(code);
}

function connectionsStatus(code: ConnectionsErrorCode): number {
  switch (code) {
    case ConnectionsErrorCode.Required:
    case ConnectionsErrorCode.AtLeastOneSelected:
    case ConnectionsErrorCode.MaxLength:
    case ConnectionsErrorCode.InvalidChoice:
    case ConnectionsErrorCode.InvalidValue:
    case ConnectionsErrorCode.OwnProfile:
    case ConnectionsErrorCode.PreScreenRequired:
    case ConnectionsErrorCode.SplitNotWhole:
    case ConnectionsErrorCode.SplitRecipientNotConnected:
      return 400;
    case ConnectionsErrorCode.NotOwner:
    case ConnectionsErrorCode.NotConnected:
      return 403;
    case ConnectionsErrorCode.ConnectionNotFound:
    case ConnectionsErrorCode.ProfileNotFound:
    case ConnectionsErrorCode.JobNotFound:
    case ConnectionsErrorCode.ApplicationNotFound:
      return 404;
    case ConnectionsErrorCode.ConnectionExists:
    case ConnectionsErrorCode.InvalidConnectionTransition:
    case ConnectionsErrorCode.AlreadyApplied:
    case ConnectionsErrorCode.JobNotOpen:
    case ConnectionsErrorCode.OwnJob:
    case ConnectionsErrorCode.MinorNudityRole:
    case ConnectionsErrorCode.InvalidApplicationTransition:
    case ConnectionsErrorCode.DealMemoNotAllowed:
      return 409;
    default:
      return assertUnreachable(code);
  }
}

const connectionsCodes = new Set<string>(Object.values(ConnectionsErrorCode));

function isConnectionsCode(code: string): code is ConnectionsErrorCode {
  return connectionsCodes.has(code);
}

function paymentsStatus(code: PaymentsErrorCode): number {
  switch (code) {
    case PaymentsErrorCode.Required:
    case PaymentsErrorCode.MaxLength:
    case PaymentsErrorCode.InvalidValue:
    case PaymentsErrorCode.StripeRequestInvalid:
    case PaymentsErrorCode.InvalidInvoicePrefix:
    case PaymentsErrorCode.SplitNotWhole:
    case PaymentsErrorCode.PrimaryRepresentativeRequirements:
    case PaymentsErrorCode.OwnershipOverHundred:
    case PaymentsErrorCode.OwnerDataMissing:
    case PaymentsErrorCode.InstantPayoutOverAvailable:
    case PaymentsErrorCode.InstantPayoutBelowMinimum:
      return 400;
    case PaymentsErrorCode.PaymentFailed:
    case PaymentsErrorCode.PaymentActionRequired:
      return 402;
    case PaymentsErrorCode.StripeObjectNotFound:
    case PaymentsErrorCode.ConnectedAccountNotFound:
    case PaymentsErrorCode.InvoiceNotFound:
    case PaymentsErrorCode.ApplicationNotFound:
    case PaymentsErrorCode.TransferNotFound:
    case PaymentsErrorCode.TransferReportNotFound:
    case PaymentsErrorCode.PaymentMethodNotFound:
    case PaymentsErrorCode.TrustAccountNotFound:
      return 404;
    case PaymentsErrorCode.InvoiceActionNotAllowed:
    case PaymentsErrorCode.ApplicationNotInvoiceable:
    case PaymentsErrorCode.NoValidPaymentMethods:
    case PaymentsErrorCode.TrustAccountRequired:
    case PaymentsErrorCode.TrustSetAsideExceedsShare:
    case PaymentsErrorCode.TrustAccountForMinorsOnly:
    case PaymentsErrorCode.BillingEmailRequired:
    case PaymentsErrorCode.OwnersNotConfirmed:
    case PaymentsErrorCode.InstantPayoutNotSupported:
    case PaymentsErrorCode.InstantPayoutNotEligible:
    case PaymentsErrorCode.ExpressAccountRequired:
    case PaymentsErrorCode.AccountLinkTypeNotAllowed:
    case PaymentsErrorCode.OnboardingNotComplete:
      return 409;
    case PaymentsErrorCode.FileTooLarge:
      return 413;
    case PaymentsErrorCode.InvalidFileType:
      return 415;
    case PaymentsErrorCode.StripeUnavailable:
      return 503;
    default:
      return assertUnreachable(code);
  }
}

const paymentsCodes = new Set<string>(Object.values(PaymentsErrorCode));

function isPaymentsCode(code: string): code is PaymentsErrorCode {
  return paymentsCodes.has(code);
}

function profilesStatus(code: ProfilesErrorCode): number {
  switch (code) {
    case ProfilesErrorCode.Required:
    case ProfilesErrorCode.MaxLength:
    case ProfilesErrorCode.AtLeastOneSelected:
    case ProfilesErrorCode.InvalidChoice:
    case ProfilesErrorCode.InvalidValue:
    case ProfilesErrorCode.InvalidPhone:
    case ProfilesErrorCode.InvalidEmail:
    case ProfilesErrorCode.InvalidUrl:
    case ProfilesErrorCode.InvalidRange:
    case ProfilesErrorCode.PassportExpired:
    case ProfilesErrorCode.MinorNeedsGuardian:
    case ProfilesErrorCode.ReferencesRequired:
    case ProfilesErrorCode.LicenseRequired:
      return 400;
    case ProfilesErrorCode.ProfileNotFound:
    case ProfilesErrorCode.PhotoNotFound:
    case ProfilesErrorCode.LicenseDocumentNotFound:
      return 404;
    case ProfilesErrorCode.FileTooLarge:
      return 413;
    case ProfilesErrorCode.UnsupportedFileType:
      return 415;
    default:
      return assertUnreachable(code);
  }
}

const profilesCodes = new Set<string>(Object.values(ProfilesErrorCode));

function isProfilesCode(code: string): code is ProfilesErrorCode {
  return profilesCodes.has(code);
}

function accessStatus(code: AccessErrorCode): number {
  switch (code) {
    case AccessErrorCode.AccountRequired:
    case AccessErrorCode.Forbidden:
      return 403;
    case AccessErrorCode.FeatureDisabled:
      return 404;
    default:
      return assertUnreachable(code);
  }
}

const accessCodes = new Set<string>(Object.values(AccessErrorCode));

function isAccessCode(code: string): code is AccessErrorCode {
  return accessCodes.has(code);
}

function opsStatus(code: OpsErrorCode): number {
  switch (code) {
    case OpsErrorCode.QueueNotFound:
    case OpsErrorCode.JobNotFound:
    case OpsErrorCode.TopicNotFound:
    case OpsErrorCode.DeadLetterNotFound:
      return 404;
    case OpsErrorCode.JobNotFailed:
    case OpsErrorCode.JobActive:
    case OpsErrorCode.DeadLetterAlreadyReplayed:
      return 409;
    default:
      return assertUnreachable(code);
  }
}

const opsCodes = new Set<string>(Object.values(OpsErrorCode));

function isOpsCode(code: string): code is OpsErrorCode {
  return opsCodes.has(code);
}

function kernelStatus(code: KernelErrorCode): number {
  switch (code) {
    case KernelErrorCode.ValidationFailed:
    case KernelErrorCode.MalformedRequest:
      return 400;
    case KernelErrorCode.Unauthorized:
      return 401;
    case KernelErrorCode.RouteNotFound:
      return 404;
    case KernelErrorCode.IdempotencyKeyInUse:
      return 409;
    case KernelErrorCode.IdempotencyKeyReused:
      return 422;
    case KernelErrorCode.TooManyRequests:
      return 429;
    case KernelErrorCode.Internal:
      return 500;
    case KernelErrorCode.UpstreamUnavailable:
    case KernelErrorCode.Overloaded:
      return 503;
    case KernelErrorCode.UpstreamTimeout:
      return 504;
    default:
      return assertUnreachable(code);
  }
}

const kernelCodes = new Set<string>(Object.values(KernelErrorCode));

function isKernelCode(code: string): code is KernelErrorCode {
  return kernelCodes.has(code);
}

export function assertUnreachable(value: never): never {
  throw new Error(`Unhandled error code ${String(value)}`);
}

/**
 * Each module's codes with the status its own table gives them. httpStatusOf answers with the first
 * module that knows a code, so a code two modules share must mean one status in both (tested).
 */
export const statusTablesByModule: Record<string, { codes: ReadonlySet<string>; statusOf(code: string): number }> = {
  kernel: { codes: kernelCodes, statusOf: (code) => kernelStatus(code as KernelErrorCode) },
  identity: { codes: identityCodes, statusOf: (code) => identityStatus(code as IdentityErrorCode) },
  access: { codes: accessCodes, statusOf: (code) => accessStatus(code as AccessErrorCode) },
  ops: { codes: opsCodes, statusOf: (code) => opsStatus(code as OpsErrorCode) },
  profiles: { codes: profilesCodes, statusOf: (code) => profilesStatus(code as ProfilesErrorCode) },
  productions: { codes: productionsCodes, statusOf: (code) => productionsStatus(code as ProductionsErrorCode) },
  connections: { codes: connectionsCodes, statusOf: (code) => connectionsStatus(code as ConnectionsErrorCode) },
  payments: { codes: paymentsCodes, statusOf: (code) => paymentsStatus(code as PaymentsErrorCode) },
};
