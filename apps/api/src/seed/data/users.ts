// Demo users, one of every tipo and then some (listed with their passwords in the root README,
// "Demo accounts"). Passwords are hashed when seeding; the plain ones are demo data, not secrets.

export const DEMO_PASSWORD = 'Bellini2026';
/** The password of the user who must change it at first login. */
export const TEMPORARY_PASSWORD = 'Provvisoria1';

/** When seeded users accepted the policies (fixed, so every fresh database is alike). */
export const SEED_ACCEPTED_AT = new Date('2026-01-15T09:00:00Z');

export interface UserSeed {
  username: string;
  tipo: 'C' | 'WC' | 'WU' | 'A' | 'X' | 'U' | 'F';
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
  clientCode?: string;
  agentCode?: string;
  promotionsAllowed?: boolean;
  mustChangePassword?: boolean;
  mustSetName?: boolean;
  language?: 'it' | 'en';
  /** Has accepted the privacy policy and the sale conditions (default true). */
  accepted?: boolean;
  fairs?: string[];
}

export const USERS: UserSeed[] = [
  {
    username: 'rossi',
    tipo: 'C',
    firstName: 'Giovanni',
    lastName: 'Rossi',
    email: 'g.rossi@alimentarirossi.example',
    clientCode: 'C00001',
    promotionsAllowed: true,
  },
  {
    username: 'ferri',
    tipo: 'C',
    firstName: 'Elena',
    lastName: 'Ferri',
    email: 'elena@pasticceriaferri.example',
    clientCode: 'C00002',
    promotionsAllowed: true,
  },
  {
    username: 'gallo',
    tipo: 'C',
    firstName: 'Stefano',
    lastName: 'Gallo',
    email: 's.gallo@gallodoro.example',
    clientCode: 'C00003',
    language: 'en',
  },
  {
    username: 'bianchi',
    tipo: 'C',
    firstName: 'Paola',
    lastName: 'Bianchi',
    email: 'paola@cartoleriabianchi.example',
    clientCode: 'C00004',
    accepted: false,
  },
  {
    username: 'miramare',
    tipo: 'WC',
    firstName: '',
    lastName: '',
    email: 'acquisti@hotelmiramare.example',
    clientCode: 'C00005',
    mustSetName: true,
  },
  {
    username: 'colombo',
    tipo: 'WU',
    firstName: 'Marco',
    lastName: 'Colombo',
    email: 'marco.colombo@example.it',
    clientCode: 'C00006',
  },
  {
    username: 'moretti',
    tipo: 'A',
    firstName: 'Luca',
    lastName: 'Moretti',
    email: 'l.moretti@ingrossobellini.example',
    agentCode: 'AG01',
    promotionsAllowed: true,
  },
  {
    username: 'esposito',
    tipo: 'A',
    firstName: 'Chiara',
    lastName: 'Esposito',
    email: 'c.esposito@ingrossobellini.example',
    agentCode: 'AG02',
    promotionsAllowed: true,
  },
  {
    username: 'romano',
    tipo: 'A',
    firstName: 'Giulia',
    lastName: 'Romano',
    email: 'g.romano@ingrossobellini.example',
    agentCode: 'AG03',
    promotionsAllowed: true,
  },
  {
    username: 'admin',
    tipo: 'X',
    firstName: 'Francesca',
    lastName: 'Bellini',
    email: 'direzione@ingrossobellini.example',
    promotionsAllowed: true,
  },
  {
    username: 'ufficio',
    tipo: 'U',
    firstName: 'Davide',
    lastName: 'Greco',
    email: 'ufficio.vendite@ingrossobellini.example',
    password: TEMPORARY_PASSWORD,
    mustChangePassword: true,
  },
  {
    username: 'fiere',
    tipo: 'F',
    firstName: 'Sara',
    lastName: 'Marino',
    email: 's.marino@ingrossobellini.example',
    fairs: ['EXPO2026', 'SIA2027'],
  },
  {
    username: 'promoter',
    tipo: 'F',
    firstName: 'Andrea',
    lastName: 'Ricci',
    email: 'a.ricci@ingrossobellini.example',
  },
];

export const FAIRS = [
  {
    code: 'EXPO2026',
    nameIt: 'Expo Ospitalità Riviera 2026',
    nameEn: 'Riviera Hospitality Expo 2026',
    place: 'Rimini, Quartiere fieristico',
    startsOn: '2026-10-17',
    endsOn: '2026-10-20',
  },
  {
    code: 'SIA2027',
    nameIt: "Salone dell'Ingrosso Alimentare 2027",
    nameEn: 'Food Wholesale Show 2027',
    place: 'Bologna, Padiglioni Fiera',
    startsOn: '2027-02-13',
    endsOn: '2027-02-16',
  },
  {
    code: 'CARTA2027',
    nameIt: 'Carta & Ufficio 2027',
    nameEn: 'Paper & Office 2027',
    place: 'Milano, Fiera Rho',
    startsOn: '2027-05-08',
    endsOn: '2027-05-10',
  },
];
