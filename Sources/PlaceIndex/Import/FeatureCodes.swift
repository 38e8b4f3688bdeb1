/// GeoNames feature classes and codes (https://www.geonames.org/export/codes.html):
/// what kind of place a row becomes, and the words its subtitle shows.
enum FeatureCodes {
  /// The kind of a row of feature class `featureClass` and code `code`.
  /// `isCountry` says whether `countryInfo.txt` lists the row's id.
  static func kind(featureClass: String, code: String, isCountry: Bool) -> PlaceKind {
    switch featureClass {
    case "P", "": return notPopulated.contains(code) ? .place : .city
    case "A":
      if code == "ADM1" { return .region }
      if isCountry && code.hasPrefix("PCL") { return .country }
      return .place
    default: return .place
    }
  }

  /// Populated-place codes for places nobody lives in any more: abandoned,
  /// destroyed or historical. They stay findable, as places, not cities.
  static let notPopulated: Set<String> = ["PPLQ", "PPLH", "PPLW", "PPLCH"]

  /// The words for a code in a subtitle ("Mountain · Gangwon-do, South
  /// Korea"); a code not listed shows as its class's word.
  static func label(_ code: String, featureClass: String) -> String {
    if let l = labels[code] { return l }
    return classLabels[featureClass] ?? code
  }

  static let classLabels: [String: String] = [
    "A": "Administrative area", "H": "Water", "L": "Area", "P": "Populated place", "R": "Road",
    "S": "Spot", "T": "Terrain", "U": "Undersea", "V": "Vegetation",
  ]

  /// The commonest codes of a country file, by their GeoNames descriptions.
  static let labels: [String: String] = [
    "ADM1": "First-order division", "ADM2": "Second-order division", "ADM3": "Third-order division",
    "ADM4": "Fourth-order division", "ADMD": "Administrative division", "PCLI": "Country",
    "AIRP": "Airport", "AIRF": "Airfield", "AIRH": "Heliport", "BCH": "Beach", "BDG": "Bridge",
    "BLDG": "Building", "BAY": "Bay", "CAPE": "Cape", "CH": "Church", "CMTY": "Cemetery",
    "CSTL": "Castle", "DAM": "Dam", "FRM": "Farm", "GDN": "Garden", "HLL": "Hill", "HLLS": "Hills",
    "HSP": "Hospital", "HTL": "Hotel", "ISL": "Island", "ISLS": "Islands", "LK": "Lake",
    "MALL": "Mall", "MKT": "Market", "MNMT": "Monument", "MT": "Mountain", "MTS": "Mountains",
    "MUS": "Museum", "PASS": "Pass", "PK": "Peak", "PRK": "Park", "PRT": "Port", "RSTN": "Station",
    "MTRO": "Metro station", "RSTP": "Railway stop", "BUSTN": "Bus station", "RES": "Reserve",
    "RSV": "Reservoir", "SCH": "School", "UNIV": "University", "STDM": "Stadium", "STM": "Stream",
    "TMPL": "Temple", "TOWR": "Tower", "VAL": "Valley", "PPLX": "Neighbourhood", "PPLL": "Locality",
    "PPLQ": "Abandoned place", "PPLH": "Historical place", "RGN": "Region", "AREA": "Area",
    "LCTY": "Locality", "PT": "Point", "RF": "Reef", "SEA": "Sea", "STRT": "Strait",
    "VLC": "Volcano", "WLL": "Well", "ZOO": "Zoo", "THTR": "Theatre", "RLG": "Religious site",
  ]
}
