// Word lists for the synthetic talent profiles, most frequent first: the generator draws from them
// with Zipf-like weights, so the head of each list is common and the tail is rare. Lower-case; the
// generator capitalizes. Roughly US census and social security frequencies, plus names from other
// countries so that accents and languages are not the only diversity.

export function words(text: string): readonly string[] {
  const list = text.trim().split(/\s+/);
  const unique = new Set(list);
  if (unique.size !== list.length) {
    throw new Error(`duplicate word in list: ${list.filter((word, index) => list.indexOf(word) !== index).join(', ')}`);
  }
  return list;
}

export const FEMALE_FIRST_NAMES = words(`
  mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty sandra margaret
  ashley kimberly emily donna michelle carol amanda melissa deborah stephanie dorothy rebecca sharon laura
  cynthia amy kathleen angela shirley brenda emma anna pamela nicole samantha katherine christine helen debra
  rachel carolyn janet maria catherine heather diane olivia julie joyce victoria ruth virginia lauren kelly
  christina joan evelyn judith andrea hannah megan cheryl jacqueline martha madison teresa gloria sara janice
  ann kathryn abigail sophia frances jean alice judy isabella julia grace amber denise danielle marilyn
  beverly charlotte natalie theresa diana brittany doris kayla alexis lori marie ava mia harper amelia ella
  chloe zoe lily layla nora riley aria scarlett penelope camila luna aaliyah savannah brooklyn leah stella
  hazel ellie paisley audrey skylar violet claire bella aurora lucy naomi caroline genesis valentina maya
  elena ximena gabriella adriana mariana lucia valeria fernanda daniela paula carmen rosa guadalupe yesenia
  priya ananya aisha fatima mei yuki sakura hana jia keiko ingrid astrid freya sienna imani keisha tanisha
  latoya ebony jasmine destiny marlene marla marisol margot marissa martina marcela josephine rosalind
  beatrice harriet matilda cordelia ophelia winifred philippa imogen saoirse siobhan niamh aoife dagny
  solveig liesel annika greta henrietta lorraine yolanda consuelo esperanza itzel xochitl nayeli anahi
  dalia leticia graciela rocio soledad amara chiamaka ngozi adaeze folake zainab yasmin leila shirin
  parisa nadia oksana svetlana tatiana irina ludmila katya mirela ilinca zofia agnieszka malgorzata
`);

export const MALE_FIRST_NAMES = words(`
  james robert john michael david william richard joseph thomas christopher charles daniel matthew anthony
  mark donald steven andrew paul joshua kenneth kevin brian george timothy ronald jason edward jeffrey ryan
  jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory alexander
  patrick frank raymond jack dennis jerry tyler aaron jose adam nathan henry zachary douglas peter kyle
  noah ethan jeremy walter christian keith roger terry austin sean gerald carl harold dylan arthur lawrence
  jordan jesse bryan billy bruce gabriel joe logan alan juan albert willie elijah wayne randy vincent mason
  roy ralph bobby russell bradley philip eugene liam oliver lucas levi sebastian mateo owen theodore leo
  luke isaac grayson wyatt julian hudson ezra carter miles jaxon diego carlos luis miguel jorge pedro
  alejandro rafael marco mario martin marcus marvin marshall hiroshi kenji takeshi wei jun raj arjun vikram
  omar ahmed hassan ali kwame kofi darnell tyrone jamal malik andre terrence dmitri ivan sergei nikolai
  lars sven anders finn otto klaus pierre louis antoine giovanni luca matteo marlow maximilian cornelius
  barnaby ignatius lysander thaddeus ambrose ezekiel horatio caspian leopold augustin fitzwilliam rupert
  alistair lachlan ciaran declan eoin padraig torsten bjorn magnus ragnar emeka chidi oluwaseun tunde
  babajide kayode femi amadou moussa seydou ibrahim youssef karim tariq reza dariusz tomasz wojciech
  krzysztof bogdan radu florin vasile yevgeny anatoly vladislav stanislav
`);

export const LAST_NAMES = words(`
  smith johnson williams brown jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson
  anderson thomas taylor moore jackson martin lee perez thompson white harris sanchez clark ramirez lewis
  robinson walker young allen king wright scott torres nguyen hill flores green adams nelson baker hall
  rivera campbell mitchell carter roberts gomez phillips evans turner diaz parker cruz edwards collins reyes
  stewart morris morales murphy cook rogers gutierrez ortiz morgan cooper peterson bailey reed kelly howard
  ramos kim cox ward richardson watson brooks chavez wood james bennett gray mendoza ruiz hughes price
  alvarez castillo sanders patel myers long ross foster jimenez powell jenkins perry russell sullivan bell
  coleman butler henderson barnes gonzales fisher vasquez simmons romero jordan patterson alexander hamilton
  graham reynolds griffin wallace moreno west cole hayes bryant herrera gibson ellis tran medina aguilar
  stevens murray ford castro marshall owens harrison fernandez mcdonald woods washington kennedy wells
  vargas henry chen freeman webb tucker guzman burns crawford olson simpson porter hunter gordon mendez
  silva shaw snyder mason dixon munoz hunt hicks holmes palmer wagner black robertson boyd rose stone
  salazar fox warren mills meyer rice schmidt garza daniels ferguson nichols stephens soto weaver ryan
  gardner payne grant dunn kelley spencer hawkins arnold pierce vazquez hansen peters santos hart bradley
  knight elliott cunningham duncan armstrong hudson carroll lane riley andrews alvarado ray delgado berry
  perkins hoffman johnston matthews pena richards contreras willis carpenter lawrence sandoval guerrero
  george chapman rios estrada ortega watkins greene nunez wheeler valdez harper burke larson santiago
  maldonado morrison franklin carlson austin dominguez carr lawson jacobs obrien lynch singh vega bishop
  montgomery oliver jensen harvey williamson gilbert dean sims espinoza howell li wong reid hanson le mccoy
  garrett burton fuller wang weber welch rojas lucas marquez fields park yang little banks padilla day
  walsh bowman schultz luna fowler mejia davidson acosta brewer may holland juarez newman pearson curtis
  cortez douglas schneider joseph barrett navarro figueroa keller avila wade molina stanley hopkins campos
  barnett bates chambers caldwell beck lambert miranda byrd craig ayala lowe frazier powers neal leonard
  gregory carrillo sutton fleming rhodes shelton schwartz norris jennings watts duran walters cohen
  mcdaniel moran parks steele vaughn becker holt deleon barker terry hale leon benson haynes horton miles
  lyons pham graves bush thornton wolfe warner cabrera mckinney mann zimmerman dawson lara fletcher page
  mccarthy love robles cervantes solis erickson reeves chang klein salinas fuentes baldwin daniel simon
  velasquez hardy higgins aguirre lin cummings chandler sharp barber bowen ochoa dennis robbins liu ramsey
  francis griffith paul blair oconnor cardenas pacheco cross calderon quinn moss swanson chan rivas khan
  rodgers serrano fitzgerald rosales stevenson christensen manning gill curry mclaughlin harmon mcgee gross
  doyle garner newton burgess reese walton blake trujillo adkins brady goodman roman webster goodwin fischer
  huang potter delacruz montoya todd wu hines mullins castaneda malone cannon tate mack sherman hubbard
  hodges zhang guerra wolf valencia saunders franco rowe gallagher farmer hammond hampton townsend ingram
  wise gallegos clarke barton schroeder maxwell waters logan camacho strickland norman colon parsons frank
  harrington glover osborne buchanan casey floyd patton ibarra ball tyler suarez bowers orozco salas cobb
  gibbs andrade bauer conner moody escobar mcguire lloyd mueller hartman french kramer mcbride pope
  lindsey velazquez norton mccormick sparks flynn yates hogan marsh macias villanueva zamora pratt stokes
  owen ballard lang brock villarreal charles drake barrera cain patrick pineda burnett mercado santana
  shepherd bautista shaffer lamb trevino mckenzie hess olsen cochran morton nash wilkins petersen briggs
  shah roth nicholson holloway lozano rangel flowers hoover short arias mora valenzuela bryan meyers weiss
  underwood bass greer summers houston carson morrow clayton whitaker decker yoder collier zuniga carey
  wilcox melendez poole roberson larsen conley davenport copeland massey lam huff rocha cameron jefferson
  hood monroe pittman huynh randall singleton kirk combs mathis skinner bradford galvan wall boone
  kirby wilkinson bridges bruce atkinson velez meza roy vincent york hodge villa abbott allison tapia
  gates chase sosa sweeney farrell wyatt dalton horn barron phelps yu dickerson heath foley atkins mathews
  bonilla acevedo benitez zavala hensley glenn cisneros harrell shields rubio choi huffman boyer garrison
  arroyo bond kane hancock callahan dillon cline wiggins grimes arellano melton oneill savage ho beltran
  okonkwo adeyemi okafor nakamura tanaka watanabe yamamoto kobayashi sato suzuki takahashi ito kowalski
  nowak wisniewski wojcik kaminski lewandowski zielinski ivanov petrov smirnov popescu ionescu papadopoulos
  rossi russo ferrari esposito bianchi romano colombo ricci marino greco dubois moreau laurent lefebvre
  fontaine muller schmitz hoffmann schulz lindqvist johansson eriksson nilsson bergstrom haugen
  fitzwilliam castellanos quesada villalobos abernathy blackwood thistlewood pemberton ravenscroft
  wolstenholme featherstonehaugh lovelace
`);

/** Nicknames and stage names a talent may list as aliases beside a first-name-plus-surname alias. */
export const NICKNAMES = words(`
  jj dj kiki bubba red sunny ace duke coco lulu bo mo jaz rae bee dee kit max sam alex pat chris jo
  tex rocky lucky blaze nova jinx ziggy pepper ginger scout sketch tiny moose slim doc
`);

export const STREETS = words(`
  main oak pine maple cedar elm washington lake hill park sunset vine highland franklin lincoln
  jefferson madison adams jackson church mill river spring ridge willow
`);

/** [country, weight, [state, weight, cities (most frequent first)][]]. */
export const RESIDENCES: readonly (readonly [
  string,
  number,
  readonly (readonly [string | undefined, number, readonly string[]])[],
])[] = [
  [
    'US',
    85,
    [
      ['CA', 30, ['Los Angeles', 'San Francisco', 'San Diego', 'Burbank', 'Santa Monica', 'Oakland', 'Sacramento']],
      ['NY', 20, ['New York', 'Brooklyn', 'Queens', 'Buffalo', 'Yonkers', 'Albany']],
      ['TX', 8, ['Austin', 'Houston', 'Dallas', 'San Antonio', 'Fort Worth']],
      ['GA', 7, ['Atlanta', 'Savannah', 'Macon', 'Athens']],
      ['FL', 6, ['Miami', 'Orlando', 'Tampa', 'Jacksonville']],
      ['IL', 5, ['Chicago', 'Evanston', 'Naperville']],
      ['LA', 3, ['New Orleans', 'Baton Rouge', 'Shreveport']],
      ['NM', 2, ['Albuquerque', 'Santa Fe']],
      ['WA', 3, ['Seattle', 'Tacoma', 'Spokane']],
      ['MA', 3, ['Boston', 'Cambridge', 'Worcester']],
      ['PA', 3, ['Philadelphia', 'Pittsburgh']],
      ['NV', 2, ['Las Vegas', 'Reno']],
      ['TN', 2, ['Nashville', 'Memphis']],
      ['NC', 2, ['Charlotte', 'Wilmington', 'Raleigh']],
      ['CO', 1.5, ['Denver', 'Boulder']],
      ['AZ', 1.5, ['Phoenix', 'Tucson']],
      ['OR', 1, ['Portland']],
      ['MN', 1, ['Minneapolis', 'Saint Paul']],
      ['MI', 1, ['Detroit', 'Ann Arbor']],
      ['OH', 1, ['Cleveland', 'Columbus', 'Cincinnati']],
      ['UT', 0.5, ['Salt Lake City', 'Park City']],
      ['HI', 0.5, ['Honolulu']],
      ['DC', 0.5, ['Washington']],
    ],
  ],
  [
    'CA',
    5,
    [
      ['ON', 50, ['Toronto', 'Ottawa']],
      ['BC', 35, ['Vancouver', 'Victoria']],
      ['QC', 15, ['Montreal', 'Quebec City']],
    ],
  ],
  ['GB', 5, [[undefined, 1, ['London', 'Manchester', 'Glasgow', 'Bristol', 'Cardiff', 'Belfast']]]],
  [
    'AU',
    2,
    [
      ['NSW', 60, ['Sydney']],
      ['VIC', 40, ['Melbourne']],
    ],
  ],
  ['MX', 1, [[undefined, 1, ['Mexico City', 'Guadalajara']]]],
  ['DE', 1, [[undefined, 1, ['Berlin', 'Munich', 'Hamburg']]]],
  ['FR', 1, [[undefined, 1, ['Paris', 'Lyon']]]],
];
