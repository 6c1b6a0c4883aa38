// The catalogue skeleton of an Italian wholesale distributor ("grossista", cash & carry) serving shops,
// bars, restaurants and offices: 10 departments × 5 families × 4 sub-families, in Italian and English.
// Codes are derived from positions by the seeder ("01", "01.02", "01.02.03").

/** [Italian label, English label] */
export type CategoryLabels = readonly [it: string, en: string];
export type LeafSeed = CategoryLabels;
export type FamilySeed = readonly [it: string, en: string, leaves: readonly LeafSeed[]];
export type DepartmentSeed = readonly [it: string, en: string, families: readonly FamilySeed[]];

// Kept as a table, one family per block: Prettier would spread it over ~600 lines.
// prettier-ignore
export const CATEGORY_TREE: readonly DepartmentSeed[] = [
  ['Alimentari', 'Food', [
    ['Pasta, riso e farine', 'Pasta, rice and flour', [
      ['Pasta secca', 'Dry pasta'], ['Riso', 'Rice'], ['Farine e semole', 'Flour and semolina'], ['Legumi secchi', 'Dried pulses'],
    ]],
    ['Conserve e sughi', 'Preserves and sauces', [
      ['Pomodori pelati e passate', 'Peeled tomatoes and passata'], ['Sughi pronti', 'Ready-made sauces'],
      ['Tonno e pesce in scatola', 'Canned tuna and fish'], ['Sottoli e sottaceti', 'Vegetables in oil and pickles'],
    ]],
    ['Olio, aceto e condimenti', 'Oil, vinegar and condiments', [
      ["Olio extravergine d'oliva", 'Extra virgin olive oil'], ['Oli di semi', 'Seed oils'],
      ['Aceto e aceto balsamico', 'Vinegar and balsamic vinegar'], ['Sale, spezie e salse', 'Salt, spices and sauces'],
    ]],
    ['Caffè e colazione', 'Coffee and breakfast', [
      ['Caffè in grani e macinato', 'Coffee beans and ground coffee'], ['Capsule e cialde', 'Capsules and pods'],
      ['Biscotti e merendine', 'Biscuits and snack cakes'], ['Zucchero e dolcificanti', 'Sugar and sweeteners'],
    ]],
    ['Snack e dolciumi', 'Snacks and sweets', [
      ['Patatine e snack salati', 'Crisps and savoury snacks'], ['Frutta secca', 'Nuts and dried fruit'],
      ['Cioccolato e caramelle', 'Chocolate and sweets'], ['Cracker e grissini', 'Crackers and breadsticks'],
    ]],
  ]],
  ['Bevande', 'Beverages', [
    ['Acqua', 'Water', [
      ['Acqua naturale', 'Still water'], ['Acqua frizzante', 'Sparkling water'],
      ['Acqua in vetro', 'Water in glass bottles'], ['Boccioni per erogatori', 'Water cooler bottles'],
    ]],
    ['Bibite e succhi', 'Soft drinks and juices', [
      ['Bibite gassate', 'Fizzy drinks'], ['Succhi di frutta', 'Fruit juices'],
      ['Tè freddi', 'Iced teas'], ['Energy drink e bevande sportive', 'Energy and sports drinks'],
    ]],
    ['Birre', 'Beers', [
      ['Birre lager', 'Lager beers'], ['Birre speciali e artigianali', 'Speciality and craft beers'],
      ['Birre analcoliche', 'Alcohol-free beers'], ['Birra in fusto', 'Draught beer kegs'],
    ]],
    ['Vini e spumanti', 'Wines and sparkling wines', [
      ['Vini rossi', 'Red wines'], ['Vini bianchi e rosati', 'White and rosé wines'],
      ['Prosecco e spumanti', 'Prosecco and sparkling wines'], ['Vini in brik e bag-in-box', 'Carton and bag-in-box wines'],
    ]],
    ['Liquori e distillati', 'Liqueurs and spirits', [
      ['Amari e digestivi', 'Bitters and digestifs'], ['Grappe e brandy', 'Grappa and brandy'],
      ['Gin, vodka e rum', 'Gin, vodka and rum'], ['Aperitivi e sciroppi', 'Aperitifs and syrups'],
    ]],
  ]],
  ['Casalinghi', 'Housewares', [
    ['Pentole e padelle', 'Pots and pans', [
      ['Pentole', 'Stockpots'], ['Padelle', 'Frying pans'],
      ['Casseruole e tegami', 'Saucepans and casseroles'], ['Coperchi e accessori', 'Lids and accessories'],
    ]],
    ['Utensili da cucina', 'Kitchen utensils', [
      ['Coltelli e taglieri', 'Knives and chopping boards'], ['Mestoli e palette', 'Ladles and spatulas'],
      ['Utensili per pasticceria', 'Baking utensils'], ['Bilance e timer', 'Kitchen scales and timers'],
    ]],
    ['Articoli per la tavola', 'Tableware', [
      ['Piatti', 'Plates'], ['Bicchieri', 'Glasses'], ['Posate', 'Cutlery'], ['Tovaglie e tovaglioli', 'Tablecloths and napkins'],
    ]],
    ['Conservazione alimenti', 'Food storage', [
      ['Contenitori ermetici', 'Airtight containers'], ['Pellicola e alluminio', 'Cling film and foil'],
      ['Sacchetti gelo', 'Freezer bags'], ['Barattoli e vasi in vetro', 'Glass jars'],
    ]],
    ['Piccoli elettrodomestici', 'Small appliances', [
      ['Macchine da caffè', 'Coffee machines'], ['Bollitori e tostapane', 'Kettles and toasters'],
      ['Frullatori e mixer', 'Blenders and mixers'], ['Ferri da stiro', 'Irons'],
    ]],
  ]],
  ['Cartoleria e ufficio', 'Stationery and office', [
    ['Carta', 'Paper', [
      ['Carta per fotocopie', 'Copier paper'], ['Blocchi e quaderni', 'Notepads and exercise books'],
      ['Buste ed etichette', 'Envelopes and labels'], ['Rotoli per registratori di cassa e POS', 'Till and POS rolls'],
    ]],
    ['Scrittura e correzione', 'Writing and correction', [
      ['Penne a sfera', 'Ballpoint pens'], ['Matite e portamine', 'Pencils and mechanical pencils'],
      ['Evidenziatori e pennarelli', 'Highlighters and markers'], ['Correttori e gomme', 'Correction products and erasers'],
    ]],
    ['Archiviazione', 'Filing and archiving', [
      ['Raccoglitori ad anelli', 'Ring binders'], ['Cartelline e buste a L', 'Folders and L-shaped sleeves'],
      ['Scatole archivio', 'Archive boxes'], ['Portalistini', 'Display books'],
    ]],
    ['Accessori da scrivania', 'Desk accessories', [
      ['Cucitrici e punti', 'Staplers and staples'], ['Forbici e cutter', 'Scissors and cutters'],
      ['Nastri adesivi e colla', 'Adhesive tape and glue'], ['Calcolatrici', 'Calculators'],
    ]],
    ['Consumabili per stampanti', 'Printer supplies', [
      ['Cartucce inkjet', 'Inkjet cartridges'], ['Toner laser', 'Laser toner'],
      ['Nastri per etichettatrici', 'Label maker tapes'], ['Carta fotografica', 'Photo paper'],
    ]],
  ]],
  ['Igiene e cura persona', 'Personal hygiene and care', [
    ['Cura del corpo', 'Body care', [
      ['Bagnoschiuma e docciaschiuma', 'Bath and shower gels'], ['Saponi liquidi e solidi', 'Liquid and bar soaps'],
      ['Deodoranti', 'Deodorants'], ['Creme corpo e mani', 'Body and hand creams'],
    ]],
    ['Cura dei capelli', 'Hair care', [
      ['Shampoo', 'Shampoos'], ['Balsami e maschere', 'Conditioners and masks'],
      ['Lacche e gel', 'Hairsprays and gels'], ['Tinte per capelli', 'Hair dyes'],
    ]],
    ['Igiene orale', 'Oral care', [
      ['Dentifrici', 'Toothpastes'], ['Spazzolini', 'Toothbrushes'], ['Collutori', 'Mouthwashes'], ['Fili interdentali', 'Dental floss'],
    ]],
    ['Carta per la casa e la comunità', 'Household and washroom paper', [
      ['Carta igienica', 'Toilet paper'], ['Rotoli asciugatutto', 'Kitchen rolls'],
      ['Fazzoletti', 'Tissues'], ['Asciugamani piegati e dispenser', 'Folded hand towels and dispensers'],
    ]],
    ['Igiene intima e infanzia', 'Feminine and baby care', [
      ['Assorbenti', 'Sanitary pads'], ['Pannolini', 'Nappies'],
      ['Salviette umidificate', 'Wet wipes'], ['Detergenti intimi', 'Intimate washes'],
    ]],
  ]],
  ['Pulizia e detergenza', 'Cleaning and detergents', [
    ['Bucato', 'Laundry', [
      ['Detersivi per lavatrice', 'Washing machine detergents'], ['Ammorbidenti', 'Fabric softeners'],
      ['Smacchiatori e candeggina', 'Stain removers and bleach'], ['Detersivi per bucato a mano', 'Hand-wash detergents'],
    ]],
    ['Stoviglie', 'Dishwashing', [
      ['Detersivi per piatti a mano', 'Washing-up liquids'], ['Pastiglie per lavastoviglie', 'Dishwasher tablets'],
      ['Brillantanti e sale', 'Rinse aids and salt'], ['Detergenti per lavastoviglie professionali', 'Professional dishwasher detergents'],
    ]],
    ['Superfici e pavimenti', 'Surfaces and floors', [
      ['Detergenti multiuso', 'All-purpose cleaners'], ['Detergenti per pavimenti', 'Floor cleaners'],
      ['Sgrassatori', 'Degreasers'], ['Vetri e specchi', 'Glass and mirror cleaners'],
    ]],
    ['Bagno e igienizzanti', 'Bathroom and sanitisers', [
      ['Anticalcare', 'Limescale removers'], ['Disinfettanti', 'Disinfectants'],
      ['Detergenti per WC', 'Toilet cleaners'], ['Deodoranti per ambienti', 'Air fresheners'],
    ]],
    ['Attrezzi per la pulizia', 'Cleaning tools', [
      ['Scope e palette', 'Brooms and dustpans'], ['Mop e secchi', 'Mops and buckets'],
      ['Panni e spugne', 'Cloths and sponges'], ['Guanti per le pulizie', 'Cleaning gloves'],
    ]],
  ]],
  ['Ferramenta e bricolage', 'Hardware and DIY', [
    ['Utensili manuali', 'Hand tools', [
      ['Cacciaviti', 'Screwdrivers'], ['Chiavi e pinze', 'Spanners and pliers'],
      ['Martelli', 'Hammers'], ['Metri e livelle', 'Tape measures and spirit levels'],
    ]],
    ['Elettroutensili', 'Power tools', [
      ['Trapani e avvitatori', 'Drills and drivers'], ['Smerigliatrici', 'Angle grinders'],
      ['Seghe elettriche', 'Power saws'], ['Punte e dischi', 'Drill bits and discs'],
    ]],
    ['Viteria e fissaggio', 'Fasteners and fixings', [
      ['Viti', 'Screws'], ['Tasselli', 'Wall plugs'], ['Chiodi', 'Nails'], ['Bulloni e dadi', 'Bolts and nuts'],
    ]],
    ['Colle e sigillanti', 'Glues and sealants', [
      ['Colle', 'Glues'], ['Siliconi e sigillanti', 'Silicones and sealants'],
      ['Nastri adesivi tecnici', 'Technical tapes'], ['Schiume poliuretaniche', 'Expanding foams'],
    ]],
    ['Vernici e accessori', 'Paints and accessories', [
      ['Idropitture', 'Emulsion paints'], ['Smalti', 'Enamel paints'],
      ['Pennelli e rulli', 'Brushes and rollers'], ['Stucchi e carte abrasive', 'Fillers and sandpaper'],
    ]],
  ]],
  ['Elettricità e illuminazione', 'Electrical and lighting', [
    ['Lampadine', 'Light bulbs', [
      ['Lampadine LED', 'LED bulbs'], ['Tubi LED', 'LED tubes'],
      ['Lampadine alogene', 'Halogen bulbs'], ['Lampadine decorative', 'Decorative bulbs'],
    ]],
    ['Illuminazione', 'Lighting', [
      ['Plafoniere', 'Ceiling lights'], ['Lampade da tavolo', 'Table lamps'], ['Proiettori LED', 'LED floodlights'], ['Torce', 'Torches'],
    ]],
    ['Pile e caricabatterie', 'Batteries and chargers', [
      ['Pile alcaline', 'Alkaline batteries'], ['Pile ricaricabili', 'Rechargeable batteries'],
      ['Pile a bottone', 'Button cells'], ['Caricabatterie', 'Battery chargers'],
    ]],
    ['Materiale elettrico', 'Electrical supplies', [
      ['Prese e spine', 'Sockets and plugs'], ['Multiprese e prolunghe', 'Power strips and extension leads'],
      ['Interruttori', 'Switches'], ['Cavi elettrici', 'Electric cables'],
    ]],
    ['Elettronica e accessori', 'Electronics and accessories', [
      ['Cavi e caricatori USB', 'USB cables and chargers'], ['Auricolari e cuffie', 'Earphones and headphones'],
      ['Telecomandi', 'Remote controls'], ['Chiavette USB e schede di memoria', 'USB sticks and memory cards'],
    ]],
  ]],
  ['Giardinaggio', 'Gardening', [
    ['Attrezzi da giardino', 'Garden tools', [
      ['Vanghe e zappe', 'Spades and hoes'], ['Rastrelli', 'Rakes'], ['Forbici da potatura', 'Pruning shears'], ['Carriole', 'Wheelbarrows'],
    ]],
    ['Irrigazione', 'Watering', [
      ['Tubi da giardino', 'Garden hoses'], ['Raccordi e lance', 'Hose fittings and spray guns'],
      ['Irrigatori', 'Sprinklers'], ['Programmatori', 'Water timers'],
    ]],
    ['Semi e bulbi', 'Seeds and bulbs', [
      ['Semi di ortaggi', 'Vegetable seeds'], ['Semi di fiori', 'Flower seeds'], ['Bulbi', 'Bulbs'], ['Sementi per prato', 'Lawn seed'],
    ]],
    ['Terricci e concimi', 'Soils and fertilisers', [
      ['Terricci universali', 'Multi-purpose compost'], ['Concimi', 'Fertilisers'],
      ['Antiparassitari', 'Pest control'], ['Pacciamatura', 'Mulch'],
    ]],
    ['Vasi e arredo da esterno', 'Pots and outdoor furniture', [
      ['Vasi e fioriere', 'Pots and planters'], ['Sottovasi', 'Plant saucers'],
      ['Arredo da esterno', 'Outdoor furniture'], ['Barbecue e accessori', 'Barbecues and accessories'],
    ]],
  ]],
  ['Imballaggi e monouso', 'Packaging and disposables', [
    ['Stoviglie monouso', 'Disposable tableware', [
      ['Piatti monouso', 'Disposable plates'], ['Bicchieri monouso', 'Disposable cups'],
      ['Posate monouso', 'Disposable cutlery'], ['Tovaglioli e tovagliette', 'Napkins and placemats'],
    ]],
    ['Contenitori per asporto', 'Takeaway containers', [
      ['Vaschette in alluminio', 'Aluminium trays'], ['Contenitori compostabili', 'Compostable containers'],
      ['Scatole per pizza', 'Pizza boxes'], ['Coppette e vaschette per gelato', 'Ice cream cups and tubs'],
    ]],
    ['Sacchetti e shopper', 'Bags and carrier bags', [
      ['Shopper biodegradabili', 'Biodegradable carrier bags'], ['Sacchetti di carta', 'Paper bags'],
      ['Sacchi per rifiuti', 'Bin bags'], ['Sacchetti per alimenti', 'Food bags'],
    ]],
    ['Imballaggio e spedizione', 'Packing and shipping', [
      ['Scatole in cartone', 'Cardboard boxes'], ['Nastri da imballo', 'Packing tapes'],
      ['Film estensibile', 'Stretch film'], ['Pluriball e riempitivi', 'Bubble wrap and void fill'],
    ]],
    ['Abbigliamento monouso', 'Disposable workwear', [
      ['Guanti monouso', 'Disposable gloves'], ['Cuffie e copricapo', 'Hairnets and caps'],
      ['Grembiuli', 'Aprons'], ['Mascherine', 'Face masks'],
    ]],
  ]],
];
