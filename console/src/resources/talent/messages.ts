/*
 * The talent profile screens' messages (resources.talent.*) in en-US, fr-QC and es-ES, spread into
 * i18n/en.ts, fr.ts and es.ts. One file per language behind this one: en-US is in the entry chunk and
 * the others load with their language, so French and Spanish do not weigh on /login's budget.
 * Option lists are named in optionLabels.ts.
 */
export { talentEnglish, type TalentMessages } from './messages.en';
export { talentFrench } from './messages.fr';
export { talentSpanish } from './messages.es';
