// What fills a demo client record beyond its company data: contacts, notes staff wrote, open items
// from accounting (some overdue, some partly paid) and a few more delivery addresses. Days count back
// from the day of seeding, so "overdue" and "3 days ago" stay true on every fresh database.
import type { NewClientAddressRow } from '../../db/schema';

export interface ContactSeed {
  client: string;
  name: string;
  role: string;
  email: string;
  phone: string;
}

export interface NoteSeed {
  client: string;
  /** The author's user code (a seeded staff user). */
  author: string;
  daysAgo: number;
  text: string;
}

export interface ReceivableSeed {
  client: string;
  document: string;
  issuedDaysAgo: number;
  /** Days from issue to due date. */
  termDays: number;
  amount: string;
  paid?: string;
}

// prettier-ignore
export const CONTACTS: readonly ContactSeed[] = [
  { client: 'C00001', name: 'Giovanni Rossi', role: 'Titolare', email: 'g.rossi@alimentarirossi.example', phone: '+39 335 710 2201' },
  { client: 'C00001', name: 'Marta Rossi', role: 'Amministrazione', email: 'amministrazione@alimentarirossi.example', phone: '+39 02 8812 3345' },
  { client: 'C00002', name: 'Elena Ferri', role: 'Titolare', email: 'elena@pasticceriaferri.example', phone: '+39 347 220 1188' },
  { client: 'C00003', name: 'Stefano Gallo', role: 'Chef e titolare', email: 's.gallo@gallodoro.example', phone: '+39 338 441 9020' },
  { client: 'C00004', name: 'Paola Bianchi', role: 'Titolare', email: 'paola@cartoleriabianchi.example', phone: '+39 055 234 5679' },
  { client: 'C00005', name: 'Roberta Neri', role: 'Responsabile acquisti', email: 'acquisti@hotelmiramare.example', phone: '+39 0541 390 101' },
  { client: 'C00007', name: 'Marco Sala', role: 'Titolare', email: 'marco@barcentrale.example', phone: '+39 339 100 2030' },
  { client: 'C00009', name: 'Federica Lanzi', role: 'Food & beverage manager', email: 'f.lanzi@hotellago.example', phone: '+39 031 270 4411' },
  { client: 'C00009', name: 'Paolo Cattaneo', role: 'Economato', email: 'economato@hotellago.example', phone: '+39 031 270 4400' },
  { client: 'C00011', name: 'Alberto Fumagalli', role: 'Sommelier e socio', email: 'alberto@enotecalombarda.example', phone: '+39 02 655 1020' },
  { client: 'C00013', name: 'Silvia Malagoli', role: 'Titolare', email: 'silvia@salumeriaemiliana.example', phone: '+39 059 221 330' },
  { client: 'C00016', name: 'Ivan Pedrotti', role: 'Gestore', email: 'info@albergostella.example', phone: '+39 0342 514 200' },
  { client: 'C00018', name: 'Laura Brambilla', role: 'Responsabile mensa', email: 'l.brambilla@mensalambro.example', phone: '+39 02 2488 1100' },
  { client: 'C00018', name: 'Ufficio acquisti', role: 'Ordini', email: 'acquisti@mensalambro.example', phone: '+39 02 2488 1101' },
  { client: 'C00019', name: 'Davide Ferrero', role: 'Titolare', email: 'davide@caffetteriamole.example', phone: '+39 011 812 3300' },
  { client: 'C00021', name: 'Giulia Bartolini', role: 'Direttrice', email: 'direzione@hotelarno.example', phone: '+39 055 288 1000' },
  { client: 'C00021', name: 'Lorenzo Innocenti', role: 'Chef', email: 'cucina@hotelarno.example', phone: '+39 055 288 1012' },
  { client: 'C00023', name: 'Matteo Bindi', role: 'Titolare', email: 'matteo@ristoranteilpalio.example', phone: '+39 0577 280 140' },
  { client: 'C00027', name: 'Carla Giordano', role: 'Pasticcera e socia', email: 'carla@pasticceriasabauda.example', phone: '+39 0171 690 210' },
  { client: 'C00029', name: 'Fabio De Santis', role: 'Titolare', email: 'fabio@ristorantetrastevere.example', phone: '+39 06 581 7700' },
  { client: 'C00030', name: 'Valeria Conti', role: 'Economato', email: 'economato@hotelcolosseo.example', phone: '+39 06 7045 2200' },
  { client: 'C00030', name: 'Andrea Russo', role: 'Direttore', email: 'direzione@hotelcolosseo.example', phone: '+39 06 7045 2201' },
  { client: 'C00031', name: 'Gennaro Esposito', role: 'Pizzaiolo e titolare', email: 'gennaro@pizzeriapartenope.example', phone: '+39 081 446 1290' },
  { client: 'C00034', name: 'Nicola Lorusso', role: 'Responsabile acquisti', email: 'acquisti@supermercatolevante.example', phone: '+39 080 521 9900' },
  { client: 'C00036', name: 'Rosalia Amato', role: 'Food & beverage manager', email: 'fb@hotelconcadoro.example', phone: '+39 091 625 3300' },
  { client: 'C00040', name: 'Hannes Zanotti', role: 'Titolare', email: 'hannes@rosticceriatrentina.example', phone: '+39 0461 233 440' },
];

// prettier-ignore
export const NOTES: readonly NoteSeed[] = [
  { client: 'C00001', author: 'moretti', daysAgo: 30, text: 'Chiede listino aggiornato dei prodotti da forno prima di Natale.' },
  { client: 'C00001', author: 'moretti', daysAgo: 4, text: 'Visita in negozio: interessati alla nuova linea di conserve. Richiamare a fine mese.' },
  { client: 'C00002', author: 'moretti', daysAgo: 12, text: 'Consegne solo al mattino, il laboratorio chiude alle 13.' },
  { client: 'C00003', author: 'ufficio', daysAgo: 20, text: 'Pagamenti regolari; preferisce essere contattato in inglese via e-mail.' },
  { client: 'C00009', author: 'moretti', daysAgo: 45, text: 'Stagione estiva: raddoppiano gli ordini da maggio a settembre.' },
  { client: 'C00009', author: 'admin', daysAgo: 10, text: 'Fido alzato a 40.000 € dopo la verifica dei pagamenti dell’ultimo anno.' },
  { client: 'C00016', author: 'moretti', daysAgo: 60, text: 'Strada chiusa d’inverno oltre le 18: concordare la consegna.' },
  { client: 'C00021', author: 'admin', daysAgo: 25, text: 'Contratto quadro annuale in rinnovo a fine trimestre.' },
  { client: 'C00022', author: 'ufficio', daysAgo: 7, text: 'Ha segnalato un collo danneggiato nell’ultima consegna: nota di credito emessa.' },
  { client: 'C00031', author: 'ufficio', daysAgo: 3, text: 'Due fatture scadute: sollecito inviato, sospendere nuovi ordini oltre il fido.' },
  { client: 'C00034', author: 'admin', daysAgo: 2, text: 'Esposizione oltre il fido: nuovi ordini solo con pagamento anticipato fino al rientro.' },
  { client: 'C00034', author: 'ufficio', daysAgo: 15, text: 'Richiesto piano di rientro a tre rate.' },
  { client: 'C00039', author: 'ufficio', daysAgo: 9, text: 'Cliente senza agente: ordina dal sito, seguire dall’ufficio.' },
];

// prettier-ignore
export const RECEIVABLES: readonly ReceivableSeed[] = [
  { client: 'C00001', document: 'FT 412', issuedDaysAgo: 40, termDays: 60, amount: '1840.50' },
  { client: 'C00001', document: 'FT 377', issuedDaysAgo: 75, termDays: 60, amount: '2210.00', paid: '1000.00' },
  { client: 'C00002', document: 'FT 398', issuedDaysAgo: 50, termDays: 30, amount: '640.20' },
  { client: 'C00003', document: 'FT 405', issuedDaysAgo: 20, termDays: 30, amount: '980.00' },
  { client: 'C00009', document: 'FT 388', issuedDaysAgo: 55, termDays: 60, amount: '12450.00' },
  { client: 'C00009', document: 'FT 420', issuedDaysAgo: 12, termDays: 60, amount: '8320.40' },
  { client: 'C00011', document: 'FT 401', issuedDaysAgo: 35, termDays: 60, amount: '3150.00' },
  { client: 'C00013', document: 'FT 360', issuedDaysAgo: 95, termDays: 60, amount: '4200.00', paid: '2000.00' },
  { client: 'C00018', document: 'FT 415', issuedDaysAgo: 28, termDays: 60, amount: '9870.00' },
  { client: 'C00021', document: 'FT 393', issuedDaysAgo: 48, termDays: 60, amount: '15600.00' },
  { client: 'C00021', document: 'FT 421', issuedDaysAgo: 10, termDays: 60, amount: '7420.00' },
  { client: 'C00022', document: 'FT 370', issuedDaysAgo: 80, termDays: 30, amount: '520.00' },
  { client: 'C00023', document: 'FT 409', issuedDaysAgo: 22, termDays: 60, amount: '2980.00' },
  { client: 'C00030', document: 'FT 399', issuedDaysAgo: 45, termDays: 60, amount: '18700.00' },
  { client: 'C00031', document: 'FT 351', issuedDaysAgo: 110, termDays: 30, amount: '2900.00' },
  { client: 'C00031', document: 'FT 366', issuedDaysAgo: 85, termDays: 30, amount: '3300.00' },
  { client: 'C00034', document: 'FT 340', issuedDaysAgo: 130, termDays: 90, amount: '21000.00', paid: '4000.00' },
  { client: 'C00034', document: 'FT 372', issuedDaysAgo: 78, termDays: 90, amount: '16500.00' },
  { client: 'C00034', document: 'FT 411', issuedDaysAgo: 30, termDays: 90, amount: '9800.00' },
  { client: 'C00036', document: 'FT 402', issuedDaysAgo: 33, termDays: 60, amount: '6400.00' },
  { client: 'C00040', document: 'FT 385', issuedDaysAgo: 62, termDays: 30, amount: '1250.00' },
];

// prettier-ignore
export const MORE_ADDRESSES: NewClientAddressRow[] = [
  { clientCode: 'C00009', code: '001', description: 'Ingresso fornitori hotel', street: 'Via Borgovico 40', postcode: '22100', city: 'Como', province: 'CO', isDefault: true },
  { clientCode: 'C00009', code: '002', description: 'Dépendance Villa Olmo', street: 'Via per Cernobbio 2', postcode: '22100', city: 'Como', province: 'CO', isDefault: false },
  { clientCode: 'C00018', code: '001', description: 'Cucina centrale', street: 'Via Fratelli di Dio 12', postcode: '20099', city: 'Sesto San Giovanni', province: 'MI', isDefault: true },
  { clientCode: 'C00021', code: '001', description: 'Magazzino hotel', street: 'Via del Moro 3', postcode: '50123', city: 'Firenze', province: 'FI', isDefault: true },
  { clientCode: 'C00030', code: '001', description: 'Ingresso merci', street: 'Via dei Normanni 8', postcode: '00184', city: 'Roma', province: 'RM', isDefault: true },
  { clientCode: 'C00034', code: '001', description: 'Punto vendita Poggiofranco', street: 'Viale Papa Pio XII 40', postcode: '70124', city: 'Bari', province: 'BA', isDefault: true },
  { clientCode: 'C00034', code: '002', description: 'Punto vendita Japigia', street: 'Via Gentile 120', postcode: '70126', city: 'Bari', province: 'BA', isDefault: false },
];
