// 20 fictitious suppliers, two per department (in CATEGORY_TREE order): [code, name, city, VAT number].
// prettier-ignore
export const SUPPLIERS: readonly (readonly [code: string, name: string, city: string, vat: string])[] = [
  ['F001', 'Alimentari Riuniti S.p.A.', 'Parma', 'IT01234560343'], ['F002', 'Pastificio Meridionale S.r.l.', 'Gragnano', 'IT02345671218'],
  ['F003', 'Bevande Alpine S.p.A.', 'Bolzano', 'IT03456780211'], ['F004', 'Enoteca Distribuzione S.r.l.', 'Verona', 'IT04567890235'],
  ['F005', 'Casalinghi Lombardi S.r.l.', 'Lumezzane', 'IT05678900170'], ['F006', 'Tavola & Cucina S.n.c.', 'Firenze', 'IT06789010485'],
  ['F007', 'Forniture Ufficio Centro S.r.l.', 'Bologna', 'IT07890120378'], ['F008', 'Cartotecnica Veneta S.p.A.', 'Padova', 'IT08901230287'],
  ['F009', 'Cosmesi Padana S.r.l.', 'Cremona', 'IT09012340199'], ['F010', 'Igiene Casa Sud S.r.l.', 'Bari', 'IT01122330722'],
  ['F011', 'Chimica Detergenti S.p.A.', 'Novara', 'IT02233440031'], ['F012', 'Pulito Professionale S.r.l.', 'Torino', 'IT03344550011'],
  ['F013', 'Ferramenta Distribuzione S.p.A.', 'Brescia', 'IT04455660987'], ['F014', 'Utensileria Marchigiana S.r.l.', 'Ancona', 'IT05566770426'],
  ['F015', 'Elettroforniture Italia S.p.A.', 'Milano', 'IT06677880152'], ['F016', 'Luce e Tecnica S.r.l.', 'Treviso', 'IT07788990264'],
  ['F017', 'Verde Forniture S.r.l.', 'Pistoia', 'IT08899000475'], ['F018', 'Agrigarden S.p.A.', 'Cesena', 'IT09900110400'],
  ['F019', 'Imballaggi Tirreno S.r.l.', 'Livorno', 'IT01011220496'], ['F020', 'Monouso Professionale S.p.A.', 'Napoli', 'IT02122330631'],
];

/** Where each supplier is: [street, postcode, province]. E-mail and phone are made from the code. */
// prettier-ignore
export const SUPPLIER_ADDRESSES: Readonly<Record<string, readonly [street: string, postcode: string, province: string]>> = {
  F001: ['Via Emilia Est 120', '43123', 'PR'], F002: ['Via Roma 45', '80054', 'NA'],
  F003: ['Via Galvani 6', '39100', 'BZ'], F004: ['Viale del Lavoro 33', '37135', 'VR'],
  F005: ['Via Montesuello 210', '25065', 'BS'], F006: ['Via di Novoli 73', '50127', 'FI'],
  F007: ['Via dell’Industria 18', '40138', 'BO'], F008: ['Corso Stati Uniti 14', '35127', 'PD'],
  F009: ['Via Mantova 90', '26100', 'CR'], F010: ['Viale Lovri 12', '70123', 'BA'],
  F011: ['Corso Vercelli 151', '28100', 'NO'], F012: ['Strada del Drosso 40', '10135', 'TO'],
  F013: ['Via Orzinuovi 28', '25125', 'BS'], F014: ['Via Caduti del Lavoro 5', '60131', 'AN'],
  F015: ['Via Gallarate 200', '20151', 'MI'], F016: ['Viale della Repubblica 8', '31100', 'TV'],
  F017: ['Via Fiorentina 310', '51100', 'PT'], F018: ['Via Cervese 1200', '47521', 'FC'],
  F019: ['Via Leonardo da Vinci 22', '57121', 'LI'], F020: ['Via Galileo Ferraris 99', '80142', 'NA'],
};

/** The demo contacts: [supplier, name, role, e-mail local part, phone]; e-mails at the supplier's domain. */
// prettier-ignore
export const SUPPLIER_CONTACTS: readonly (readonly [code: string, name: string, role: string, mailbox: string, phone: string])[] = [
  ['F001', 'Marta Conti', 'Responsabile vendite', 'm.conti', '+39 0521 774 210'],
  ['F001', 'Paolo Ferrari', 'Ufficio ordini', 'ordini', '+39 0521 774 200'],
  ['F002', 'Gennaro Esposito', 'Agente di zona', 'g.esposito', '+39 081 801 4455'],
  ['F003', 'Lukas Huber', 'Export manager', 'l.huber', '+39 0471 935 120'],
  ['F004', 'Silvia Bertoldi', 'Responsabile vendite', 's.bertoldi', '+39 045 820 7711'],
  ['F005', 'Franco Gnutti', 'Titolare', 'f.gnutti', '+39 030 871 2020'],
  ['F007', 'Anna Lodi', 'Ufficio ordini', 'ordini', '+39 051 634 8800'],
  ['F009', 'Roberto Galli', 'Key account', 'r.galli', '+39 0372 455 310'],
  ['F011', 'Elisa Fontana', 'Amministrazione', 'amministrazione', '+39 0321 692 100'],
  ['F013', 'Davide Zanardi', 'Responsabile vendite', 'd.zanardi', '+39 030 350 4411'],
  ['F015', 'Giorgio Sala', 'Key account', 'g.sala', '+39 02 3800 1200'],
  ['F018', 'Laura Casadei', 'Ufficio ordini', 'ordini', '+39 0547 611 900'],
];

/** The mail domain of a demo supplier (alimentaririuniti.example). */
export function supplierDomain(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(s\.p\.a\.|s\.r\.l\.|s\.n\.c\.)/g, '')
    .replace(/[^a-z]/g, '');
  return `${words}.example`;
}
