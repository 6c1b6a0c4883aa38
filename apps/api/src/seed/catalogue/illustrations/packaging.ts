// Which kind of package or object pictures the products of each leaf category: the first rule of the
// leaf's department whose pattern matches the Italian head of its vocabulary, else the department's
// default (a pasta leaf is a bag, a tuna leaf a can, a drill leaf a power tool).

export const KINDS = [
  'bag',
  'box',
  'can',
  'jar',
  'bottle',
  'jug',
  'spray',
  'tube',
  'roll',
  'tool',
  'pan',
  'device',
  'bulb',
  'battery',
  'cable',
  'paper',
  'pen',
  'tableware',
  'plant',
  'pack',
  'hose',
] as const;
export type Kind = (typeof KINDS)[number];

type Rules = readonly (readonly [pattern: RegExp, kind: Kind])[];

/** Per department, in CATEGORY_TREE order: [rules, default]. */
const DEPARTMENTS: readonly (readonly [Rules, Kind])[] = [
  // Alimentari
  [
    [
      [/^(Pomodori|Tonno)/, 'can'],
      [/^(Sugo|Sottoli)/, 'jar'],
      [/^(Olio|Aceto)/, 'bottle'],
      [/^(Capsule|Biscotti|Cioccolato|Cracker)/, 'box'],
    ],
    'bag',
  ],
  // Bevande
  [
    [
      [/^Birra (lager|in fusto)/, 'can'],
      [/^Vino da tavola/, 'box'],
    ],
    'bottle',
  ],
  // Casalinghi
  [
    [
      [/^(Pentola|Padella|Casseruola|Coperchio)/, 'pan'],
      [/^(Coltello|Utensile|Pasticceria)/, 'tool'],
      [/^(Bilancia|Macchina|Elettrodomestico|Frullatore|Ferro)/, 'device'],
      [/^(Piatto|Bicchiere|Posate|Tovaglia)/, 'tableware'],
      [/^(Contenitore|Barattolo)/, 'jar'],
      [/^Pellicola/, 'roll'],
      [/^Sacchetti/, 'pack'],
    ],
    'box',
  ],
  // Cartoleria e ufficio
  [
    [
      [/^(Nastro per|Cartuccia|Toner)/, 'box'],
      [/^(Rotoli|Nastro)/, 'roll'],
      [/^(Penna|Matita|Evidenziatore|Correttore)/, 'pen'],
      [/^(Cucitrice|Forbici)/, 'tool'],
      [/^Calcolatrice/, 'device'],
    ],
    'paper',
  ],
  // Igiene e cura persona
  [
    [
      [/^(Deodorante|Lacca)/, 'spray'],
      [/^(Crema|Dentifricio)/, 'tube'],
      [/^(Tinta|Assorbenti|Pannolini|Asciugamani|Filo)/, 'box'],
      [/^Spazzolino/, 'pen'],
      [/^(Carta igienica|Asciugatutto)/, 'roll'],
      [/^(Fazzoletti|Salviette)/, 'pack'],
    ],
    'jug',
  ],
  // Pulizia e detergenza
  [
    [
      [/^(Detergente vetri|Deodorante|Anticalcare)/, 'spray'],
      [/^(Pastiglie|Smacchiatore)/, 'box'],
      [/^(Scopa|Mop)/, 'tool'],
      [/^(Panno|Guanti)/, 'pack'],
    ],
    'jug',
  ],
  // Ferramenta e bricolage
  [
    [
      [/^(Trapano|Smerigliatrice|Sega)/, 'device'],
      [/^(Punte|Viti|Tasselli|Chiodi|Bulloni)/, 'box'],
      [/^(Colla|Silicone|Stucco)/, 'tube'],
      [/^Nastro/, 'roll'],
      [/^Schiuma/, 'spray'],
      [/^(Idropittura|Smalto)/, 'can'],
    ],
    'tool',
  ],
  // Elettricità e illuminazione
  [
    [
      [/^(Lampadina|Tubo LED)/, 'bulb'],
      [/^Pile/, 'battery'],
      [/^(Presa|Multipresa|Interruttore|Cavo)/, 'cable'],
    ],
    'device',
  ],
  // Giardinaggio
  [
    [
      [/^(Tubo|Raccordo|Irrigatore|Programmatore)/, 'hose'],
      [/^(Semi|Bulbi|Sementi|Terriccio|Concime|Pacciamatura)/, 'bag'],
      [/^Antiparassitario/, 'spray'],
      [/^(Vaso|Sottovaso)/, 'plant'],
      [/^Barbecue/, 'pan'],
      [/^Arredo/, 'tableware'],
    ],
    'tool',
  ],
  // Imballaggi e monouso
  [
    [
      [/^(Piatti|Bicchieri|Posate|Tovaglioli|Coppetta)/, 'tableware'],
      [/^(Vaschetta|Contenitore|Scatola)/, 'box'],
      [/^(Nastro|Film|Pluriball)/, 'roll'],
    ],
    'pack',
  ],
];

/** The kind of picture for a leaf, from its department (0–9) and the Italian head of its vocabulary. */
export function kindOf(department: number, headIt: string): Kind {
  const [rules, fallback] = DEPARTMENTS[department] ?? [[], 'box'];
  return rules.find(([pattern]) => pattern.test(headIt))?.[1] ?? fallback;
}
