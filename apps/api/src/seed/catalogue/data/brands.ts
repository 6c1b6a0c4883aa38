// 40 fictitious brands, four per department (in CATEGORY_TREE order): [code, name].
// prettier-ignore
export const BRANDS: readonly (readonly [code: string, name: string])[] = [
  ['GRANSOLE', 'Gran Sole'], ['CASCINA', 'Cascina Verde'], ['DONSAPORI', 'Don Sapori'], ['MOLINOAL', 'Molino Alto'],
  ['FONTEBIAN', 'Fonte Bianca'], ['BIRRIFDOL', 'Birrificio Dolomiti'], ['CANTVALLE', 'Cantine della Valle'], ['DISTILNOR', 'Distillerie del Nord'],
  ['CUCINAPRO', 'CucinaPro'], ['VETRARIA', 'Vetraria Toscana'], ['ACCIAIOIT', 'Acciaio Italiano'], ['CASAVIVA', 'Casaviva'],
  ['SCRIPTA', 'Scripta'], ['OFFICINA', 'Officina Ufficio'], ['CARTIERA', 'Cartiera Adriatica'], ['TONERPIU', 'TonerPiù'],
  ['BELLACUTE', 'Bellacute'], ['FRESCHEZZ', 'Freschezza'], ['SORRISO', 'Sorriso Sano'], ['MORBIDEL', 'Morbidella'],
  ['SPLENDOR', 'Splendor'], ['BUCATOBIA', 'Bucato Bianco'], ['IGIENPRO', 'IgienPro'], ['LINDACASA', 'Linda Casa'],
  ['FERRAMAX', 'Ferramax'], ['UTENSILIA', 'Utensilia'], ['FISSATUTTO', 'Fissatutto'], ['COLORIFIC', 'Colorificio Ligure'],
  ['LUCELED', 'LuceLed'], ['ENERGIAPL', 'Energia Plus'], ['ELETTROCA', 'Elettrocasa'], ['CONNETTO', 'Connetto'],
  ['VERDEORTO', 'Verde Orto'], ['GIARDINIA', 'Giardinia'], ['IRRIGAPRO', 'IrrigaPro'], ['TERRAVIVA', 'Terraviva'],
  ['ECOPACK', 'EcoPack'], ['MONOUSOIT', 'Monouso Italia'], ['IMBALLOK', 'ImballoK'], ['TAVOLAVIA', 'Tavola Via'],
];
