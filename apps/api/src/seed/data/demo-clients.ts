// More demo clients (fictitious Italian businesses: bars, restaurants, hotels, shops) spread among the
// three agents, a few followed by nobody. The first six clients (clients.ts) are what pricing, orders
// and the e2e tests rely on; these only fill the directory. Each row: code, company, VAT number,
// street, postcode, city, province, price list, discount chain, payment terms, agent, credit limit.
import type { NewClientRow } from '../../db/schema';

type Row = readonly [
  code: string,
  company: string,
  vat: string,
  street: string,
  postcode: string,
  city: string,
  province: string,
  priceList: 'p1' | 'p1b2b' | 'p2' | 'p3',
  discountChain: string,
  paymentTerms: string,
  agent: 'AG01' | 'AG02' | 'AG03' | null,
  creditLimit: number | null,
];

const RIBA30 = 'Ricevuta bancaria 30 giorni data fattura';
const RIBA60 = 'Ricevuta bancaria 60 giorni fine mese';
const RIBA90 = 'Ricevuta bancaria 90 giorni fine mese';
const BON30 = 'Bonifico bancario 30 giorni data fattura';
const BON60 = 'Bonifico bancario 60 giorni data fattura';
const CASH = 'Rimessa diretta';
const CARD = 'Carta di credito';
const ADVANCE = 'Bonifico anticipato';

// One client per line reads as a table; prettier would spread each over fourteen lines.
// prettier-ignore
const ROWS: readonly Row[] = [
  // Luca Moretti (AG01): Lombardy and Emilia.
  ['C00007', 'Bar Centrale di Sala Marco & C. S.n.c.', 'IT07012340960', 'Via Italia 21', '20900', 'Monza', 'MB', 'p1b2b', '5', RIBA30, 'AG01', 8000],
  ['C00008', 'Trattoria Da Nando S.r.l.', 'IT08023450163', 'Via Borfuro 6', '24122', 'Bergamo', 'BG', 'p2', '3', BON30, 'AG01', 12000],
  ['C00009', 'Hotel Lago di Como S.p.A.', 'IT09034560133', 'Lungo Lario Trento 14', '22100', 'Como', 'CO', 'p1', '15+5', RIBA60, 'AG01', 40000],
  ['C00010', 'Pizzeria Vesuvio Brescia S.a.s.', 'IT10045670987', 'Corso Zanardelli 33', '25121', 'Brescia', 'BS', 'p2', '', CASH, 'AG01', null],
  ['C00011', 'Enoteca Lombarda S.r.l.', 'IT11056780151', 'Via Solferino 19', '20121', 'Milano', 'MI', 'p1b2b', '10', BON60, 'AG01', 15000],
  ['C00012', 'Caffè Duomo Varese S.n.c.', 'IT12067890124', 'Corso Matteotti 48', '21100', 'Varese', 'VA', 'p1b2b', '', RIBA30, 'AG01', 5000],
  ['C00013', 'Salumeria Emiliana S.r.l.', 'IT13078900365', 'Via Emilia Centro 120', '41121', 'Modena', 'MO', 'p1', '20', RIBA60, 'AG01', 20000],
  ['C00014', 'Ristorante La Rocchetta S.r.l.', 'IT14089010346', 'Strada Farini 27', '43121', 'Parma', 'PR', 'p2', '5+2', BON30, 'AG01', 10000],
  ['C00015', 'Minimarket Navigli S.r.l.s.', 'IT15090120158', 'Ripa di Porta Ticinese 55', '20143', 'Milano', 'MI', 'p3', '', CARD, 'AG01', null],
  ['C00016', 'Albergo Ristorante Stella Alpina S.r.l.', 'IT16001230143', 'Via Trieste 10', '23100', 'Sondrio', 'SO', 'p1', '10+5', RIBA90, 'AG01', 25000],
  ['C00017', 'Gelateria Piave S.n.c.', 'IT17012340335', 'Corso Vittorio Emanuele II 90', '29121', 'Piacenza', 'PC', 'p1b2b', '5', ADVANCE, 'AG01', null],
  ['C00018', 'Mensa Aziendale Lambro S.c.r.l.', 'IT18023450962', 'Viale Gramsci 400', '20099', 'Sesto San Giovanni', 'MI', 'p2', '8', RIBA60, 'AG01', 30000],
  // Chiara Esposito (AG02): Piedmont, Liguria and Tuscany.
  ['C00019', 'Caffetteria Mole S.r.l.', 'IT19034560011', 'Via Montebello 16', '10124', 'Torino', 'TO', 'p1b2b', '5', RIBA30, 'AG02', 6000],
  ['C00020', 'Osteria del Porto S.n.c.', 'IT20045670109', 'Via del Molo 3', '16128', 'Genova', 'GE', 'p2', '', BON30, 'AG02', 9000],
  ['C00021', 'Hotel Arno Palace S.p.A.', 'IT21056780482', 'Lungarno Corsini 8', '50123', 'Firenze', 'FI', 'p1', '12+3', RIBA60, 'AG02', 50000],
  ['C00022', 'Panificio Pisano S.r.l.', 'IT22067890508', 'Borgo Stretto 40', '56127', 'Pisa', 'PI', 'p3', '5', CASH, 'AG02', null],
  ['C00023', 'Ristorante Il Palio S.r.l.', 'IT23078900527', 'Via di Città 52', '53100', 'Siena', 'SI', 'p2', '10', BON60, 'AG02', 12000],
  ['C00024', 'Bar Sport Lucca S.n.c.', 'IT24089010466', 'Via Fillungo 75', '55100', 'Lucca', 'LU', 'p1b2b', '', CARD, 'AG02', null],
  ['C00025', 'Agriturismo Colline Astigiane S.s.', 'IT25090120051', 'Strada Valmanera 110', '14100', 'Asti', 'AT', 'p1', '7', RIBA60, 'AG02', 8000],
  ['C00026', 'Emporio Riviera S.r.l.', 'IT26001230087', 'Corso Matteotti 180', '18038', 'Sanremo', 'IM', 'p3', '3', BON30, 'AG02', 7000],
  ['C00027', 'Pasticceria Sabauda S.a.s.', 'IT27012340048', 'Via Roma 29', '12100', 'Cuneo', 'CN', 'p1b2b', '5+5', RIBA30, 'AG02', 10000],
  ['C00028', 'Circolo Ricreativo Novarese', 'IT28023450036', 'Corso Cavour 12', '28100', 'Novara', 'NO', 'p2', '', CASH, 'AG02', null],
  // Giulia Romano (AG03): the centre and the south.
  ['C00029', 'Ristorante Trastevere S.r.l.', 'IT29034561004', 'Via della Lungaretta 70', '00153', 'Roma', 'RM', 'p2', '5', BON30, 'AG03', 15000],
  ['C00030', 'Hotel Colosseo Garden S.p.A.', 'IT30045671002', 'Via Labicana 125', '00184', 'Roma', 'RM', 'p1', '15', RIBA60, 'AG03', 45000],
  ['C00031', 'Pizzeria Partenope S.n.c.', 'IT31056781213', 'Via dei Tribunali 94', '80138', 'Napoli', 'NA', 'p2', '', CASH, 'AG03', 5000],
  ['C00032', 'Bar Caffè Umbro S.r.l.s.', 'IT32067890545', 'Corso Vannucci 30', '06121', 'Perugia', 'PG', 'p1b2b', '5', RIBA30, 'AG03', null],
  ['C00033', 'Trattoria Adriatica S.r.l.', 'IT33078900681', 'Corso Umberto I 60', '65122', 'Pescara', 'PE', 'p2', '8', BON60, 'AG03', 9000],
  ['C00034', 'Supermercato Levante S.r.l.', 'IT34089010724', 'Via Sparano da Bari 88', '70121', 'Bari', 'BA', 'p3', '10+2', RIBA90, 'AG03', 35000],
  ['C00035', 'Masseria Salentina S.a.s.', 'IT35090120755', 'Via Templari 9', '73100', 'Lecce', 'LE', 'p1', '5', BON30, 'AG03', 12000],
  ['C00036', 'Hotel Conca d’Oro S.r.l.', 'IT36001230821', 'Via Libertà 150', '90143', 'Palermo', 'PA', 'p1', '10+5', RIBA60, 'AG03', 30000],
  ['C00037', 'Caffè Etna S.n.c.', 'IT37012340878', 'Via Etnea 200', '95131', 'Catania', 'CT', 'p1b2b', '', CARD, 'AG03', null],
  ['C00038', 'Bistrot Marche S.r.l.', 'IT38023450421', 'Corso Garibaldi 101', '60121', 'Ancona', 'AN', 'p2', '3', RIBA30, 'AG03', 6000],
  // Followed by no agent (the sales office serves them).
  ['C00039', 'B&B Laguna di Cecilia Ferro', 'IT39034560272', 'Fondamenta della Misericordia 2580', '30121', 'Venezia', 'VE', 'p1', '', CARD, null, null],
  ['C00040', 'Rosticceria Trentina S.r.l.', 'IT40045670224', 'Via Belenzani 45', '38122', 'Trento', 'TN', 'p2', '5', BON30, null, 5000],
  ['C00041', 'Paninoteca Bora S.n.c.', 'IT41056780323', 'Via San Nicolò 18', '34121', 'Trieste', 'TS', 'p1b2b', '', CASH, null, null],
  ['C00042', 'Chiosco Poetto di Sanna Paolo', 'IT42067890926', 'Viale Poetto 41', '09126', 'Cagliari', 'CA', 'p3', '', CARD, null, null],
];

const domainOf = (company: string) =>
  company
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter((word) => word.length > 2 && !['srl', 'snc', 'sas', 'spa', 'srls', 'scrl'].includes(word))
    .slice(0, 2)
    .join('');

/** Fixed creation days, so the directory's "client since" reads the same on every fresh database. */
const createdAt = (index: number) => new Date(Date.UTC(2019 + (index % 7), (index * 5) % 12, 1 + ((index * 7) % 27)));

export const DEMO_CLIENTS: NewClientRow[] = ROWS.map(
  (
    [code, companyName, vatNumber, street, postcode, city, province, priceList, discountChain, paymentTerms, agentCode, limit],
    index,
  ) => ({
    code,
    companyName,
    vatNumber,
    fiscalCode: vatNumber.slice(2),
    email: `ordini@${domainOf(companyName)}.example`,
    phone: `+39 0${(index * 37) % 90 + 10} ${String(100 + ((index * 173) % 900))} ${String(1000 + ((index * 7919) % 9000))}`,
    street,
    postcode,
    city,
    province,
    priceList,
    discountChain,
    paymentTerms,
    agentCode,
    creditLimit: limit === null ? null : limit.toFixed(2),
    createdAt: createdAt(index),
  }),
);
