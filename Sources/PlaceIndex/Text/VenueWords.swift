/// The words that say a query names a venue or a landmark, not a place the
/// data has: `Cathédrale Saint-Louis Blois`, `Museo del Prado Madrid`,
/// `British Museum London`, `haeundae beach`. The bundled data has no
/// venues, and a geocoder's answer to a venue it does not know, written
/// with its city, is the city (Photon's and Nominatim's suites expect the
/// locality), or, for a landmark named after its place, the place.
///
/// | where | words (normal form) | example |
/// |---|---|---|
/// | before the name | cathedrale, eglise, basilique, musee, chateau, hotel, chiesa, duomo, museo, palazzo, iglesia, catedral, kirche, schloss, … | `eglise saint michel hambourg`, `hotel de ville liege` |
/// | after the name | cathedral, church, museum, castle, palace, bridge, tower, station, park, beach, … | `st pauls cathedral london`, `bondi beach sydney` |
/// | around the name | food, hotels, travel, guide, days, night, view, … (``travel``) | `hotels in Boseong gun`, `Jinhae 2 days` |
///
/// ``StreetWords/street(_:partStarts:startsName:isPlaceCode:)`` reads a venue whose
/// type comes first as it reads a street (the type starts it, and where
/// its name ends is left open), so the partial tier leaves it out and
/// keeps the place after it. A type after the name does not end a venue
/// there, as towns end in them (`winter garden`, `new castle`, `fort
/// walton beach`); instead every venue word names nothing on its own
/// (``NamingWords``), and leaving one out costs the least a word can
/// (``isGeneric(_:)``), so the partial tier leaves it out first:
/// `haeundae beach` is Haeundae-gu, not Daytona Beach's airport, and
/// `british museum london` London.
///
/// Only the partial tier reads these, when the query as typed found
/// nothing: `château-thierry`, `palm beach` or `bridgetown` as typed are
/// names the first tiers find.
enum VenueWords {
  /// Venue types written before the venue's name (French, Italian,
  /// Spanish, Portuguese, German, Dutch, Polish, Czech; English `museum
  /// of …`).
  static let before: Set<[UInt8]> = StreetWords.words([
    // French
    "cathedrale", "eglise", "basilique", "chapelle", "abbaye", "musee", "chateau", "palais", "jardin",
    "jardins", "fontaine", "hotel", "mairie", "pont", "tour", "parc", "gare", "theatre", "opera", "porte",
    "monument", "mosquee", "synagogue", "couvent", "citadelle", "phare", "stade", "universite",
    "hopital", "cimetiere", "arc",
    // Italian
    "chiesa", "duomo", "cattedrale", "basilica", "museo", "palazzo", "castello", "ponte", "torre",
    "fontana", "teatro", "stazione", "giardino", "giardini", "parco", "cimitero", "mercato", "galleria",
    "santuario", "abbazia", "battistero", "pinacoteca", "biblioteca", "ospedale", "universita", "municipio",
    // Spanish and Portuguese
    "iglesia", "catedral", "palacio", "castillo", "puente", "parque", "estacion", "mercado",
    "monasterio", "convento", "ermita", "estadio", "igreja", "mosteiro", "museu", "castelo",
    "ayuntamiento", "universidad", "universidade", "galeria",
    // German and Dutch
    "kirche", "dom", "schloss", "burg", "rathaus", "bahnhof", "hauptbahnhof", "theater", "stadion",
    "kloster", "kapelle", "kerk", "kasteel", "paleis", "bibliothek", "galerie",
    // Polish and Czech
    "muzeum", "kosciol", "zamek", "palac", "katedra",
    // English, before `of`
    "museum", "church", "cathedral", "university", "palace", "tower", "castle",
  ])

  /// Venue types written after the venue's name (English).
  static let after: Set<[UInt8]> = StreetWords.words([
    "cathedral", "church", "chapel", "abbey", "basilica", "museum", "gallery", "castle", "palace",
    "bridge", "tower", "station", "stadium", "arena", "university", "college", "hospital", "market",
    "temple", "mosque", "synagogue", "monument", "memorial", "cemetery", "zoo", "aquarium", "library",
    "theatre", "theater", "hall", "garden", "gardens", "park", "beach", "pier", "mall", "plaza", "centre",
    "center", "cinema", "cinemas", "multiplex", "terminal",
  ])

  /// Words for landforms and waters, which a landmark's name adds to its
  /// place's (`jeju island`, `gwangalli beach`, `lake geneva`).
  static let landforms: Set<[UInt8]> = StreetWords.words([
    "beach", "island", "isle", "lake", "river", "mountain", "valley", "bay", "falls", "harbour", "harbor",
    "port", "peak", "coast", "forest", "plage", "ile", "lac", "spiaggia", "lago", "playa", "strand",
  ])

  /// Whether `word` (a normal form) is a venue type or a landform: what
  /// the partial tier leaves out most readily.
  /// Words for a city's centre, before or after its name, in the
  /// languages of the peers' suites (`Köln Innenstadt`, `Amsterdam
  /// centrum`, `centro storico Napoli`, `Marseille centre-ville`, `Sydney
  /// CBD`): the city is meant.
  static let centre: Set<[UInt8]> = StreetWords.words([
    "downtown", "midtown", "cbd", "centrum", "centro", "zentrum", "innenstadt", "stadtmitte", "altstadt",
    "stadtzentrum", "ville", "storico", "historico", "historique", "belvaros", "srodmiescie", "centar",
    "sentrum", "keskusta", "kesklinn", "centras", "centrs",
  ])

  /// What a traveller asks of a place, around its name (`hotels in
  /// Boseong gun`, `hadong gun food`, `Jinhae 2 days`, `jeonju si travel
  /// guide`, `Yangpyeong county night view`): the place is meant. None
  /// names a place the first tiers would not find whole (`mountain view`
  /// and `best` as typed are names; not `tours`, the city a French
  /// address ends in).
  static let travel: Set<[UInt8]> = StreetWords.words([
    "food", "foods", "seafood", "restaurant", "restaurants", "cafe", "cafes", "hotels", "hostel", "hostels",
    "accommodation", "travel", "guide", "trip", "itinerary", "vacation", "holiday",
    "honeymoon", "weekend", "days", "day", "night", "nightlife", "view", "things", "attractions",
    "sightseeing", "shopping", "weather", "visit", "stay", "eat", "best", "cheap", "spots", "map",
  ])

  static func isGeneric(_ word: [UInt8]) -> Bool {
    before.contains(word) || after.contains(word) || landforms.contains(word) || centre.contains(word)
      || travel.contains(word)
  }
}
