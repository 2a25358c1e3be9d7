import { create, type JsonObject } from '@bufbuild/protobuf';
import { type AccountRequirements, AccountRequirementsSchema } from '@callsheet/contracts';
import type Stripe from 'stripe';
import type { PersonData } from './domain/persons.js';
import { requirementMessages } from './domain/requirement-messages.js';
import type { KeptRequirements } from './domain/stripe-account.types.js';

/** What Stripe sends back for a tax id we never show: only whether it was provided. */
export const MASKED_TAX_ID = '*********';

/** A Stripe object as plain JSON (drops the SDK's lastResponse and anything undefined). */
export function plainJson(value: unknown): JsonObject {
  return JSON.parse(JSON.stringify(value ?? {})) as JsonObject;
}

/** Stripe requirements (and future requirements) as the messages of spec section 5, in the contract's shape. */
export function requirementsMessage(requirements: KeptRequirements | null | undefined): AccountRequirements {
  const future = requirements?.future_requirements;
  const messages = requirementMessages(requirements, future);
  return create(AccountRequirementsSchema, {
    due: messages.due,
    upcoming: messages.upcoming,
    errors: messages.errors,
    currentDeadline: BigInt(requirements?.current_deadline ?? 0),
    future: messages.future,
    futureDeadline: BigInt(future?.current_deadline ?? 0),
    ...(messages.disabled === undefined ? {} : { disabled: messages.disabled }),
  });
}

/**
 * The Stripe fields of spec section 3 for GET /api/account, in Stripe's names: business profile
 * (merchant category code, website, support contacts), company (legal name, phone, address, tax id
 * masked, owners), individual, tos acceptance, payout schedule. Secrets are never in Stripe's answers;
 * the tax id is shown masked when provided.
 */
export function accountDetails(account: Stripe.Account): JsonObject {
  const company = account.company;
  const individual = account.individual;
  return plainJson({
    id: account.id,
    type: account.type,
    country: account.country,
    email: account.email,
    default_currency: account.default_currency,
    business_type: account.business_type,
    charges_enabled: account.charges_enabled,
    payouts_enabled: account.payouts_enabled,
    details_submitted: account.details_submitted,
    business_profile: account.business_profile && {
      name: account.business_profile.name,
      mcc: account.business_profile.mcc,
      url: account.business_profile.url,
      product_description: account.business_profile.product_description,
      support_email: account.business_profile.support_email,
      support_phone: account.business_profile.support_phone,
      support_url: account.business_profile.support_url,
      support_address: account.business_profile.support_address,
    },
    company: company && {
      name: company.name,
      phone: company.phone,
      address: company.address,
      tax_id: company.tax_id_provided ? MASKED_TAX_ID : null,
      tax_id_provided: company.tax_id_provided,
      owners_provided: company.owners_provided,
      directors_provided: company.directors_provided,
      executives_provided: company.executives_provided,
      structure: company.structure,
    },
    individual: individual && {
      id: individual.id,
      first_name: individual.first_name,
      last_name: individual.last_name,
      email: individual.email,
      phone: individual.phone,
      dob: individual.dob,
      address: individual.address,
      ssn_last_4_provided: individual.ssn_last_4_provided,
      id_number_provided: individual.id_number_provided,
      tax_id: individual.id_number_provided ? MASKED_TAX_ID : null,
      verification: individual.verification && {
        status: individual.verification.status,
        details: individual.verification.details,
        document: individual.verification.document && {
          front: fileId(individual.verification.document.front),
          back: fileId(individual.verification.document.back),
        },
      },
    },
    tos_acceptance: account.tos_acceptance && {
      date: account.tos_acceptance.date,
      ip: account.tos_acceptance.ip,
      user_agent: account.tos_acceptance.user_agent,
    },
    settings: { payouts: { schedule: account.settings?.payouts?.schedule ?? null } },
    capabilities: account.capabilities,
  });
}

function fileId(file: string | Stripe.File | null | undefined): string | null {
  return typeof file === 'string' ? file : (file?.id ?? null);
}

/** A Stripe person as the domain rules read it (Stripe tells whether ssn_last_4 and id_number were given, not what). */
export function personDataOf(person: Stripe.Person): PersonData {
  const relationship = person.relationship;
  const percent = relationship?.percent_ownership;
  const dob = person.dob;
  const address = person.address;
  return {
    id: person.id,
    firstName: person.first_name ?? '',
    lastName: person.last_name ?? '',
    ...(person.email ? { email: person.email } : {}),
    ...(person.phone ? { phone: person.phone } : {}),
    ...(dob?.day && dob.month && dob.year ? { dob: { day: dob.day, month: dob.month, year: dob.year } } : {}),
    ...(address?.line1 && address.city && address.postal_code && address.country
      ? {
          address: {
            line1: address.line1,
            city: address.city,
            postalCode: address.postal_code,
            country: address.country,
            ...(address.state ? { state: address.state } : {}),
          },
        }
      : {}),
    ...(person.ssn_last_4_provided ? { ssnLast4: '****' } : {}),
    ...(person.id_number_provided ? { idNumber: MASKED_TAX_ID } : {}),
    relationship: {
      executive: relationship?.executive === true,
      owner: relationship?.owner === true,
      director: relationship?.director === true,
      representative: relationship?.representative === true,
      ...(relationship?.title ? { title: relationship.title } : {}),
      ...(typeof percent === 'number' ? { percentOwnershipBasisPoints: Math.round(percent * 100) } : {}),
    },
  };
}

/** A person for the console: Stripe's object with its requirements as messages. */
export function personView(person: Stripe.Person): JsonObject {
  return {
    ...plainJson(person),
    requirement_messages: plainJson(requirementMessages(person.requirements, person.future_requirements)),
  };
}
