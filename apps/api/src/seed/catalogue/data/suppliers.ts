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
