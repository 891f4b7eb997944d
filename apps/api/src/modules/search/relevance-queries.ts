/**
 * The search relevance set (issue 12): how Russian shoppers type (typos, the Latin keyboard
 * layout, word forms, brands in both alphabets, lens parameters, several words) and the products
 * (seed slugs, scale 1) a shopper expects in the top 5. `all` (default): each expected slug counts
 * (at most 5 listed); `every`: each of the top 5 must be one of the (complete) list of right
 * answers; `prefix`: likewise, by slug prefix (a whole category); `any`: one right answer suffices.
 * Run by relevance.integration.test.ts on both engines; a held-out set is run by others.
 */
export type TRelevanceCase = {
  query: string;
  expect: readonly string[];
  mode?: "all" | "every" | "prefix" | "any";
  /** what kind of typing the case stands for */
  kind: "exact" | "typo" | "layout" | "form" | "brand" | "parameter" | "multi" | "colloquial";
};

const OASYS = ["acuvue-oasys-1-day", "acuvue-oasys", "acuvue-oasys-for-astigmatism"];
const ACUVUE_TOP = ["1-day-acuvue-moist", "acuvue-oasys-1-day", "acuvue-oasys"];
const LENSES = [
  "acuvue-oasys-1-day",
  "1-day-acuvue-moist",
  "1-day-acuvue-trueye",
  "acuvue-oasys",
  "acuvue-oasys-for-astigmatism",
  "1-day-acuvue-moist-for-astigmatism",
  "1-day-acuvue-moist-multifocal",
  "1-day-acuvue-define",
  "dailies-total1",
  "dailies-aquacomfort-plus",
  "air-optix-plus-hydraglyde",
  "air-optix-colors",
  "biofinity",
  "biofinity-toric",
  "biofinity-multifocal",
  "proclear-1-day",
  "misight-1-day",
  "clariti-1-day",
  "biotrue-oneday",
  "purevision2",
  "optima-fw",
];
const DAILY = [
  "acuvue-oasys-1-day",
  "1-day-acuvue-moist",
  "1-day-acuvue-trueye",
  "1-day-acuvue-moist-for-astigmatism",
  "1-day-acuvue-moist-multifocal",
  "1-day-acuvue-define",
  "dailies-total1",
  "dailies-aquacomfort-plus",
  "proclear-1-day",
  "misight-1-day",
  "clariti-1-day",
  "biotrue-oneday",
];
const KIDS_FRAMES = [
  "oprava-vision-line-vl-k305-153",
  "oprava-vision-line-vl-k305-264",
  "oprava-vision-line-vl-k305-373",
  "oprava-polaroid-pld-1368-105",
  "oprava-polaroid-pld-1368-795",
  "oprava-vision-line-vl-5829-212",
  "oprava-vision-line-vl-5829-370",
  "oprava-vision-line-vl-7492-637",
  "oprava-vision-line-vl-7492-737",
  "oprava-vision-line-vl-6887-473",
];
const RAYBAN_SUN = [
  "solncezashchitnye-ochki-ray-ban-rb3025-aviator-classic-2371",
  "solncezashchitnye-ochki-ray-ban-rb3025-aviator-classic-2484",
  "solncezashchitnye-ochki-ray-ban-rb2140-original-wayfarer-2077",
  "solncezashchitnye-ochki-ray-ban-rb2140-original-wayfarer-2296",
  "solncezashchitnye-ochki-ray-ban-rb3016-clubmaster-2112",
  "solncezashchitnye-ochki-ray-ban-rb3016-clubmaster-2304",
  "solncezashchitnye-ochki-ray-ban-rb4171-erika-2043",
  "solncezashchitnye-ochki-ray-ban-rb4171-erika-2297",
  "solncezashchitnye-ochki-ray-ban-rb3447-round-metal-2453",
  "solncezashchitnye-ochki-ray-ban-rb3447-round-metal-2488",
  "solncezashchitnye-ochki-ray-ban-rb4099s-legend-2003",
  "solncezashchitnye-ochki-ray-ban-rb4099s-legend-2445",
  "solncezashchitnye-ochki-ray-ban-rb1261s-icons-2004",
  "solncezashchitnye-ochki-ray-ban-rb1261s-icons-2370",
  "solncezashchitnye-ochki-ray-ban-rb1261s-icons-2488",
  "solncezashchitnye-ochki-ray-ban-rb5795s-2038",
  "solncezashchitnye-ochki-ray-ban-rb5795s-2120",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2222",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2305",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2341",
];
const SOLUTIONS = [
  "opti-free-express-355",
  "opti-free-express-120",
  "opti-free-puremoist-300",
  "aosept-plus-hydraglyde-360",
  "renu-multiplus-360",
  "biotrue-300",
  "avizor-all-clean-soft-350",
  "avizor-unica-sensitive-350",
];
const DROPS = [
  "systane-ultra-10",
  "systane-hydration-10",
  "hilo-komod-10",
  "oxial-10",
  "avizor-comfort-drops-15",
];
const CASES_FOR_GLASSES = [
  "futlyar-dlya-ochkov-zhestkiy-chernyy",
  "futlyar-dlya-ochkov-zhestkiy-korichnevyy",
];
const LENS_CONTAINERS = [
  "konteyner-dlya-linz-goluboy",
  "konteyner-dlya-linz-rozovyy",
  "dorozhnyy-nabor-dlya-linz",
];
const CERTIFICATES = [
  "podarochnyy-sertifikat-1000",
  "podarochnyy-sertifikat-2000",
  "podarochnyy-sertifikat-3000",
  "podarochnyy-sertifikat-5000",
];
const TORIC = ["acuvue-oasys-for-astigmatism", "1-day-acuvue-moist-for-astigmatism", "biofinity-toric"];
const MULTIFOCAL = ["1-day-acuvue-moist-multifocal", "biofinity-multifocal"];
const COLOURED = ["1-day-acuvue-define", "air-optix-colors"];

const WOMEN_SUN = [
  "solncezashchitnye-ochki-ray-ban-rb4171-erika-2043",
  "solncezashchitnye-ochki-ray-ban-rb4171-erika-2297",
  "solncezashchitnye-ochki-vogue-eyewear-vo5211s-2008",
  "solncezashchitnye-ochki-vogue-eyewear-vo5211s-2230",
  "solncezashchitnye-ochki-prada-pr-17ws-2225",
  "solncezashchitnye-ochki-prada-pr-17ws-2268",
  "solncezashchitnye-ochki-michael-kors-mk2024-2042",
  "solncezashchitnye-ochki-michael-kors-mk2024-2083",
  "solncezashchitnye-ochki-michael-kors-mk2024-2189",
  "solncezashchitnye-ochki-ray-ban-rb4099s-legend-2003",
  "solncezashchitnye-ochki-ray-ban-rb4099s-legend-2445",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2222",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2305",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2341",
  "solncezashchitnye-ochki-vogue-eyewear-vo1661s-2191",
  "solncezashchitnye-ochki-vogue-eyewear-vo1661s-2299",
  "solncezashchitnye-ochki-vogue-eyewear-vo4925s-sport-2003",
  "solncezashchitnye-ochki-vogue-eyewear-vo4925s-sport-2304",
  "solncezashchitnye-ochki-polaroid-pld-7372-s-638",
  "solncezashchitnye-ochki-polaroid-pld-7372-s-745",
  "solncezashchitnye-ochki-emporio-armani-ea5131s-classic-2118",
  "solncezashchitnye-ochki-emporio-armani-ea5131s-classic-2155",
  "solncezashchitnye-ochki-prada-pr-7012-s-2081",
  "solncezashchitnye-ochki-prada-pr-7012-s-2339",
  "solncezashchitnye-ochki-michael-kors-mk1768s-2008",
  "solncezashchitnye-ochki-michael-kors-mk1768s-2373",
  "solncezashchitnye-ochki-michael-kors-mk2034s-2153",
  "solncezashchitnye-ochki-michael-kors-mk2034s-2301",
  "solncezashchitnye-ochki-michael-kors-mk2034s-2336",
  "solncezashchitnye-ochki-vision-line-vl-7606-s-158",
  "solncezashchitnye-ochki-vision-line-vl-7606-s-475",
  "solncezashchitnye-ochki-vision-line-vl-6418-s-260",
  "solncezashchitnye-ochki-vision-line-vl-6418-s-524",
  "solncezashchitnye-ochki-vision-line-vl-7808-s-metro-100",
  "solncezashchitnye-ochki-vision-line-vl-7808-s-metro-683",
  "solncezashchitnye-ochki-vision-line-vl-7808-s-metro-790",
];
const KIDS_ALL = [
  "solncezashchitnye-ochki-polaroid-pld-8031-s-161",
  "oprava-vision-line-vl-k305-153",
  "oprava-vision-line-vl-k305-264",
  "oprava-vision-line-vl-k305-373",
  "oprava-polaroid-pld-1368-105",
  "oprava-polaroid-pld-1368-795",
  "solncezashchitnye-ochki-polaroid-pld-1755-s-161",
  "solncezashchitnye-ochki-polaroid-pld-1755-s-209",
  "solncezashchitnye-ochki-polaroid-pld-1755-s-367",
  "solncezashchitnye-ochki-polaroid-pld-8613-s-743",
  "solncezashchitnye-ochki-polaroid-pld-8613-s-792",
  "oprava-vision-line-vl-5829-212",
  "oprava-vision-line-vl-5829-370",
  "oprava-vision-line-vl-7492-637",
  "oprava-vision-line-vl-7492-737",
  "oprava-vision-line-vl-6887-473",
];
const CAT_EYE = [
  "oprava-vogue-eyewear-vo5286-2006",
  "oprava-vogue-eyewear-vo5286-2157",
  "oprava-vogue-eyewear-vo5286-2299",
  "solncezashchitnye-ochki-vogue-eyewear-vo5211s-2008",
  "solncezashchitnye-ochki-vogue-eyewear-vo5211s-2230",
  "oprava-prada-pr-17wv-2002",
  "oprava-prada-pr-17wv-2188",
  "solncezashchitnye-ochki-prada-pr-17ws-2225",
  "solncezashchitnye-ochki-prada-pr-17ws-2268",
  "oprava-michael-kors-mk3032-2452",
  "oprava-ray-ban-rb2609-2000",
  "oprava-ray-ban-rb2609-2077",
  "oprava-ray-ban-rb2609-2265",
  "oprava-vogue-eyewear-vo3940-2000",
  "oprava-vogue-eyewear-vo3940-2416",
  "oprava-vogue-eyewear-vo3940-2485",
  "oprava-vogue-eyewear-vo3463-2229",
  "oprava-vogue-eyewear-vo3463-2259",
  "oprava-vogue-eyewear-vo3463-2298",
  "solncezashchitnye-ochki-vogue-eyewear-vo8500s-2227",
  "solncezashchitnye-ochki-vogue-eyewear-vo8500s-2259",
  "oprava-carrera-carrera-7223-686",
  "solncezashchitnye-ochki-oakley-ox1119s-2000",
  "solncezashchitnye-ochki-oakley-ox1119s-2083",
  "solncezashchitnye-ochki-vision-line-vl-6418-s-260",
  "solncezashchitnye-ochki-vision-line-vl-6418-s-524",
];
const POLAR = [
  "solncezashchitnye-ochki-polaroid-pld-2067-s-157",
  "solncezashchitnye-ochki-polaroid-pld-2067-s-524",
  "solncezashchitnye-ochki-polaroid-pld-6106-s-314",
  "solncezashchitnye-ochki-polaroid-pld-6106-s-423",
  "solncezashchitnye-ochki-polaroid-pld-8031-s-161",
  "solncezashchitnye-ochki-oakley-oo9208-radar-ev-path-2078",
  "solncezashchitnye-ochki-oakley-oo9208-radar-ev-path-2148",
  "solncezashchitnye-ochki-oakley-oo9208-radar-ev-path-2229",
  "solncezashchitnye-ochki-oakley-oo9102-holbrook-2152",
  "solncezashchitnye-ochki-oakley-oo9102-holbrook-2333",
  "solncezashchitnye-ochki-ray-ban-rb1261s-icons-2004",
  "solncezashchitnye-ochki-ray-ban-rb1261s-icons-2370",
  "solncezashchitnye-ochki-ray-ban-rb1261s-icons-2488",
  "solncezashchitnye-ochki-ray-ban-rb5795s-2038",
  "solncezashchitnye-ochki-ray-ban-rb5795s-2120",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2222",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2305",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2341",
  "solncezashchitnye-ochki-vogue-eyewear-vo8500s-2227",
  "solncezashchitnye-ochki-vogue-eyewear-vo8500s-2259",
  "solncezashchitnye-ochki-polaroid-pld-1755-s-161",
  "solncezashchitnye-ochki-polaroid-pld-1755-s-209",
  "solncezashchitnye-ochki-polaroid-pld-1755-s-367",
  "solncezashchitnye-ochki-polaroid-pld-8613-s-743",
  "solncezashchitnye-ochki-polaroid-pld-8613-s-792",
  "solncezashchitnye-ochki-polaroid-pld-2049-s-636",
  "solncezashchitnye-ochki-polaroid-pld-4652-s-sport-100",
  "solncezashchitnye-ochki-polaroid-pld-4652-s-sport-684",
  "solncezashchitnye-ochki-polaroid-pld-7372-s-638",
  "solncezashchitnye-ochki-polaroid-pld-7372-s-745",
  "solncezashchitnye-ochki-polaroid-pld-5079-s-metro-374",
  "solncezashchitnye-ochki-carrera-carrera-5188-s-drive-314",
  "solncezashchitnye-ochki-carrera-carrera-5188-s-drive-419",
  "solncezashchitnye-ochki-carrera-carrera-5188-s-drive-577",
  "solncezashchitnye-ochki-carrera-carrera-4713-s-drive-162",
  "solncezashchitnye-ochki-carrera-carrera-4713-s-drive-210",
  "solncezashchitnye-ochki-carrera-carrera-8177-s-101",
  "solncezashchitnye-ochki-carrera-carrera-8177-s-268",
  "solncezashchitnye-ochki-carrera-carrera-8177-s-312",
  "solncezashchitnye-ochki-emporio-armani-ea5131s-classic-2118",
  "solncezashchitnye-ochki-emporio-armani-ea5131s-classic-2155",
  "solncezashchitnye-ochki-persol-po6008s-riviera-2155",
  "solncezashchitnye-ochki-persol-po6008s-riviera-2342",
];
const OAKLEY = [
  "oprava-oakley-ox8046-airdrop-2186",
  "solncezashchitnye-ochki-oakley-oo9208-radar-ev-path-2078",
  "solncezashchitnye-ochki-oakley-oo9208-radar-ev-path-2148",
  "solncezashchitnye-ochki-oakley-oo9208-radar-ev-path-2229",
  "solncezashchitnye-ochki-oakley-oo9102-holbrook-2152",
  "solncezashchitnye-ochki-oakley-oo9102-holbrook-2333",
  "oprava-oakley-ox8603-2000",
  "oprava-oakley-ox8603-2448",
  "oprava-oakley-ox3595-2112",
  "oprava-oakley-ox3595-2338",
  "oprava-oakley-ox1936-2155",
  "oprava-oakley-ox1936-2297",
  "oprava-oakley-ox1936-2334",
  "solncezashchitnye-ochki-oakley-ox4707s-drive-2003",
  "solncezashchitnye-ochki-oakley-ox4707s-drive-2153",
  "solncezashchitnye-ochki-oakley-ox4707s-drive-2301",
  "solncezashchitnye-ochki-oakley-ox1119s-2000",
  "solncezashchitnye-ochki-oakley-ox1119s-2083",
  "solncezashchitnye-ochki-oakley-ox1085s-2149",
  "solncezashchitnye-ochki-oakley-ox1085s-2222",
  "solncezashchitnye-ochki-oakley-ox1085s-2298",
];
const RAYBAN_SUN_ALL = [
  "solncezashchitnye-ochki-ray-ban-rb3025-aviator-classic-2371",
  "solncezashchitnye-ochki-ray-ban-rb3025-aviator-classic-2484",
  "solncezashchitnye-ochki-ray-ban-rb2140-original-wayfarer-2077",
  "solncezashchitnye-ochki-ray-ban-rb2140-original-wayfarer-2296",
  "solncezashchitnye-ochki-ray-ban-rb3016-clubmaster-2112",
  "solncezashchitnye-ochki-ray-ban-rb3016-clubmaster-2304",
  "solncezashchitnye-ochki-ray-ban-rb4171-erika-2043",
  "solncezashchitnye-ochki-ray-ban-rb4171-erika-2297",
  "solncezashchitnye-ochki-ray-ban-rb3447-round-metal-2453",
  "solncezashchitnye-ochki-ray-ban-rb3447-round-metal-2488",
  "solncezashchitnye-ochki-ray-ban-rb4099s-legend-2003",
  "solncezashchitnye-ochki-ray-ban-rb4099s-legend-2445",
  "solncezashchitnye-ochki-ray-ban-rb1261s-icons-2004",
  "solncezashchitnye-ochki-ray-ban-rb1261s-icons-2370",
  "solncezashchitnye-ochki-ray-ban-rb1261s-icons-2488",
  "solncezashchitnye-ochki-ray-ban-rb5795s-2038",
  "solncezashchitnye-ochki-ray-ban-rb5795s-2120",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2222",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2305",
  "solncezashchitnye-ochki-ray-ban-rb1839s-2341",
];

export const RELEVANCE_CASES: readonly TRelevanceCase[] = [
  // the examples
  { query: "kbyps", expect: LENSES, mode: "every", kind: "layout" },
  { query: "линзв", expect: LENSES, mode: "every", kind: "typo" },
  { query: "акувью оазис", expect: OASYS, kind: "multi" },
  { query: "оправы детские", expect: KIDS_FRAMES, mode: "every", kind: "multi" },
  { query: "солнцезащитные ray ban", expect: RAYBAN_SUN_ALL, mode: "every", kind: "multi" },
  {
    query: "ачки",
    expect: [...RAYBAN_SUN, "solncezashchitnye-ochki-polaroid-pld-1755-s-161"],
    mode: "any",
    kind: "typo",
  },
  { query: "-3.5 oasys", expect: OASYS, kind: "parameter" },
  { query: "линза акувью", expect: ACUVUE_TOP, mode: "any", kind: "brand" },
  // exact names and brands in Latin
  { query: "acuvue oasys", expect: OASYS, kind: "exact" },
  { query: "biofinity", expect: ["biofinity", "biofinity-toric", "biofinity-multifocal"], kind: "exact" },
  { query: "dailies total 1", expect: ["dailies-total1"], kind: "exact" },
  { query: "air optix colors", expect: ["air-optix-colors"], kind: "exact" },
  { query: "1 day acuvue moist", expect: ["1-day-acuvue-moist"], kind: "exact" },
  { query: "proclear", expect: ["proclear-1-day"], kind: "exact" },
  { query: "misight", expect: ["misight-1-day"], kind: "exact" },
  { query: "optima fw", expect: ["optima-fw"], kind: "exact" },
  { query: "systane", expect: ["systane-ultra-10", "systane-hydration-10"], kind: "exact" },
  {
    query: "opti free",
    expect: ["opti-free-express-355", "opti-free-express-120", "opti-free-puremoist-300"],
    kind: "exact",
  },
  // brands and lines in Cyrillic
  { query: "акувуе", expect: ACUVUE_TOP, mode: "any", kind: "brand" },
  { query: "акувю мойст", expect: ["1-day-acuvue-moist"], kind: "brand" },
  { query: "биофинити", expect: ["biofinity", "biofinity-toric", "biofinity-multifocal"], kind: "brand" },
  { query: "дейлис тотал", expect: ["dailies-total1"], kind: "brand" },
  { query: "эйр оптикс", expect: ["air-optix-plus-hydraglyde", "air-optix-colors"], kind: "brand" },
  { query: "биотру", expect: ["biotrue-oneday", "biotrue-300"], kind: "brand" },
  {
    query: "рейбан",
    expect: RAYBAN_SUN.concat("oprava-ray-ban-rb5154-clubmaster-2074", "oprava-ray-ban-rb2609-2000"),
    mode: "any",
    kind: "brand",
  },
  {
    query: "рэй бэн авиатор",
    expect: [
      "solncezashchitnye-ochki-ray-ban-rb3025-aviator-classic-2371",
      "solncezashchitnye-ochki-ray-ban-rb3025-aviator-classic-2484",
    ],
    kind: "brand",
  },
  { query: "оакли", expect: OAKLEY, mode: "every", kind: "brand" },
  {
    query: "прада",
    expect: [
      "oprava-prada-pr-17wv-2002",
      "oprava-prada-pr-17wv-2188",
      "solncezashchitnye-ochki-prada-pr-17ws-2225",
    ],
    mode: "any",
    kind: "brand",
  },
  {
    query: "поляроид детские",
    expect: [
      "solncezashchitnye-ochki-polaroid-pld-1755-s-161",
      "solncezashchitnye-ochki-polaroid-pld-8613-s-743",
      "oprava-polaroid-pld-1368-105",
    ],
    mode: "any",
    kind: "brand",
  },
  { query: "джонсон", expect: ACUVUE_TOP, mode: "any", kind: "brand" },
  { query: "кларити", expect: ["clariti-1-day"], kind: "brand" },
  { query: "систейн", expect: ["systane-ultra-10", "systane-hydration-10"], kind: "brand" },
  {
    query: "оптифри",
    expect: ["opti-free-express-355", "opti-free-express-120"],
    mode: "any",
    kind: "brand",
  },
  {
    query: "карера",
    expect: ["oprava-carrera-carrera-8857-159", "solncezashchitnye-ochki-carrera-new-champion-472"],
    mode: "any",
    kind: "brand",
  },
  // wrong keyboard layout
  { query: "jghfds", expect: ["oprava-"], mode: "prefix", kind: "layout" },
  { query: "hfcndjh lkz kbyp", expect: SOLUTIONS, mode: "any", kind: "layout" },
  { query: "rfgkb", expect: DROPS, mode: "any", kind: "layout" },
  { query: "фсгмгу", expect: ACUVUE_TOP, mode: "any", kind: "layout" },
  { query: "ашщаштшен", expect: ["biofinity"], kind: "layout" },
  { query: "cjkywtpfobnyst jxrb", expect: ["solncezashchitnye-ochki-"], mode: "prefix", kind: "layout" },
  { query: "ahenkzh", expect: CASES_FOR_GLASSES, mode: "any", kind: "layout" },
  // typos
  { query: "линзы акувю оазес", expect: OASYS, mode: "any", kind: "typo" },
  { query: "опарвы", expect: ["oprava-"], mode: "prefix", kind: "typo" },
  { query: "солнцезащитныя очки", expect: ["solncezashchitnye-ochki-"], mode: "prefix", kind: "typo" },
  { query: "раствар для линз", expect: SOLUTIONS, mode: "any", kind: "typo" },
  { query: "контейнер для линс", expect: LENS_CONTAINERS, mode: "any", kind: "typo" },
  { query: "футляр для ачков", expect: CASES_FOR_GLASSES, kind: "typo" },
  {
    query: "салфетка для очков",
    expect: ["salfetka-mikrofibra", "vlazhnye-salfetki-dlya-ochkov-30"],
    kind: "form",
  },
  { query: "биофинети торик", expect: ["biofinity-toric"], kind: "typo" },
  { query: "сертефикат", expect: CERTIFICATES, mode: "any", kind: "typo" },
  // word forms and colloquial words
  { query: "однодневные линзы", expect: DAILY, mode: "every", kind: "form" },
  { query: "однодневки", expect: DAILY, mode: "every", kind: "colloquial" },
  {
    query: "линзы на месяц",
    expect: ["biofinity", "air-optix-plus-hydraglyde", "purevision2", "biofinity-toric", "air-optix-colors"],
    mode: "any",
    kind: "colloquial",
  },
  { query: "линзы для астигматизма", expect: TORIC, mode: "any", kind: "form" },
  { query: "торические линзы", expect: TORIC, kind: "form" },
  { query: "мультифокальные", expect: MULTIFOCAL, kind: "form" },
  { query: "цветные линзы", expect: COLOURED, kind: "form" },
  { query: "капли для глаз", expect: DROPS, mode: "any", kind: "form" },
  { query: "увлажняющие капли", expect: DROPS, mode: "any", kind: "form" },
  { query: "очечник", expect: CASES_FOR_GLASSES, kind: "colloquial" },
  { query: "детские очки", expect: KIDS_ALL, mode: "every", kind: "form" },
  { query: "подарочный сертификат", expect: CERTIFICATES, mode: "any", kind: "form" },
  { query: "сертификат 5000", expect: ["podarochnyy-sertifikat-5000"], kind: "parameter" },
  { query: "солнечные очки женские", expect: WOMEN_SUN, mode: "every", kind: "colloquial" },
  { query: "очки кошачий глаз", expect: CAT_EYE, mode: "every", kind: "form" },
  { query: "поляризационные очки", expect: POLAR, mode: "every", kind: "form" },
  // lens parameters
  { query: "-3,50 акувью оазис", expect: OASYS, kind: "parameter" },
  { query: "8.6 biofinity", expect: ["biofinity", "biofinity-multifocal"], kind: "parameter" },
  { query: "8,4 oasys", expect: ["acuvue-oasys"], kind: "parameter" },
  { query: "торические -1.75", expect: TORIC, kind: "parameter" },
  { query: "линзы -10", expect: LENSES, mode: "any", kind: "parameter" },
  { query: "dailies 8.7", expect: ["dailies-aquacomfort-plus"], kind: "parameter" },
  // ё and case
  { query: "ЖЁСТКИЙ ФУТЛЯР", expect: CASES_FOR_GLASSES, kind: "exact" },
  { query: "Чёрный футляр", expect: ["futlyar-dlya-ochkov-zhestkiy-chernyy"], kind: "exact" },
];

/** The case's recall@5 over the top results (see TRelevanceCase.mode), 0…1. */
export function recallAt5(testCase: TRelevanceCase, top: readonly string[]): number {
  const top5 = top.slice(0, 5);
  const expected = new Set(testCase.expect);
  switch (testCase.mode) {
    case "any":
      return top5.some((slug) => expected.has(slug)) ? 1 : 0;
    case "every":
      return top5.filter((slug) => expected.has(slug)).length / 5;
    case "prefix":
      return top5.filter((slug) => testCase.expect.some((prefix) => slug.startsWith(prefix))).length / 5;
    default: {
      const wanted = testCase.expect.slice(0, 5);
      return wanted.filter((slug) => top5.includes(slug)).length / wanted.length;
    }
  }
}
