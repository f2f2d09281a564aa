// stopword 3 ships no types of its own (@types/stopword describes version 2): the lists this app reads, by ISO 639-3 code.
declare module "stopword" {
  type List = readonly string[];
  export const pol: List, swe: List, dan: List, nob: List, fin: List, ces: List, slk: List, slv: List, hrv: List, tur: List, ron: List, hun: List,
    rus: List, ukr: List, ell: List, bul: List, cat: List, est: List, lav: List, lit: List, ind: List, msa: List, vie: List, afr: List, eus: List, glg: List;
}
