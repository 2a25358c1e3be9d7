// Word lists for the synthetic productions and jobs, most frequent first (the generator draws with
// Zipf-like weights). Lower-case; the generator capitalizes.
import { words } from './names.js';

/** What a role is called in a breakdown: a character's trade or part, most frequent first. */
export const ROLE_WORDS = words(`
  nurse detective doctor officer waiter bartender teacher mother father student reporter lawyer
  driver dancer singer host model soldier agent receptionist chef manager pedestrian shopper
  customer businessman businesswoman cop paramedic firefighter security guard bouncer barista
  cashier neighbor friend girlfriend boyfriend wife husband daughter son sister brother grandmother
  grandfather uncle aunt cousin boss assistant secretary intern surgeon therapist psychiatrist
  judge juror prosecutor witness suspect victim thief robber gangster hitman mobster dealer addict
  priest nun pastor rabbi monk teenager kid baby toddler twin cheerleader athlete coach referee
  quarterback boxer wrestler fighter runner swimmer cyclist skater surfer skier golfer tennis
  player fan tourist traveler pilot stewardess captain sailor fisherman farmer rancher cowboy
  sheriff deputy marshal ranger trooper sergeant lieutenant colonel general major private marine
  spy hacker scientist professor researcher engineer programmer architect designer artist painter
  photographer journalist anchor newscaster announcer dj musician guitarist drummer pianist
  violinist rapper comedian magician clown juggler acrobat stuntman stuntwoman double standin
  narrator voice villain hero heroine sidekick mentor rival stranger vagrant homeless beggar
  landlord tenant janitor plumber electrician mechanic carpenter builder contractor welder miner
  trucker courier mailman delivery florist baker butcher grocer vendor salesman realtor banker
  accountant broker investor ceo executive mogul heiress socialite celebrity influencer blogger
  vlogger streamer gamer nerd geek bully jock prom king queen prince princess duke duchess
  knight squire servant maid butler nanny governess cook gardener housekeeper chauffeur valet
  bellhop concierge doorman clerk librarian curator guide lifeguard medic pharmacist
  dentist vet veterinarian zookeeper trainer yoga instructor stylist hairdresser barber makeup
  tailor seamstress jeweler collector gambler croupier showgirl stripper mixologist
  sommelier critic editor publisher writer poet novelist screenwriter director producer
  cinematographer gaffer grip colorist composer
  witch wizard vampire werewolf zombie ghost alien robot android cyborg monster demon angel
  pirate viking samurai ninja gladiator warrior hunter archer tracker scout explorer astronaut
  cosmonaut
`);

/** Words that qualify a role name ("Young Nurse", "Head Chef"). */
export const ROLE_QUALIFIERS = words(`
  young older lead head senior junior tough nervous friendly grumpy elderly teenage rookie veteran
  retired corrupt charming mysterious eccentric
`);

/** Production titles are one of these patterns filled from the lists below. */
export const TITLE_ADJECTIVES = words(`
  last silent broken hidden dark lost golden final first secret little burning frozen wild
  crimson quiet endless bright hollow forgotten electric midnight northern southern distant
  stolen perfect bitter sweet long empty falling rising
`);

export const TITLE_NOUNS = words(`
  harbor road river city night summer winter house garden kingdom empire island mountain valley
  shore storm fire light shadow heart dream promise game war line border station hotel diner
  motel bridge tower street avenue boulevard season chapter signal frequency circuit
  echo horizon orbit voyage passage witness verdict ledger
`);

export const COMPANY_WORDS = words(`
  pictures films studios productions media entertainment works collective creative labs
`);

/** What a breakdown says about the role (one or two of them, after a lead sentence). */
export const DESCRIPTION_SENTENCES = [
  'Must be comfortable on camera and able to take direction.',
  'Seeking authentic, natural performers with strong improv skills.',
  'Speaking role with a few lines in one scene.',
  'Non-speaking role, featured in the background of several scenes.',
  'Recurring character across the season.',
  'Comedic timing is a must.',
  'Dramatic scene work, emotional range required.',
  'Some light stunt work, coordinated on set.',
  'Please submit a recent headshot and a short reel.',
  'Wardrobe provided; bring your own shoes.',
  'Must be available for all shoot dates.',
  'Singing and dancing skills a plus.',
  'Bilingual English and Spanish preferred.',
  'Looking for a warm, grounded presence.',
  'Physical fitness required; scenes include running.',
  'Period piece; no visible tattoos.',
  'Self-tape auditions accepted.',
  'Callbacks will be held in person.',
] as const;
