/** Frames and sunglasses: brands, well-known models, colours, shapes, materials. */
import type { TFrameShape } from "../../modules/media/image-spec.ts";

export type TOption = { slug: string; label: string };

export const SHAPES: Record<TFrameShape, TOption> = {
  rectangle: { slug: "pryamougolnye", label: "Прямоугольные" },
  round: { slug: "kruglye", label: "Круглые" },
  oval: { slug: "ovalnye", label: "Овальные" },
  "cat-eye": { slug: "koshachiy-glaz", label: "Кошачий глаз" },
  aviator: { slug: "aviatory", label: "Авиаторы" },
  square: { slug: "kvadratnye", label: "Квадратные" },
  wayfarer: { slug: "vayfarery", label: "Вайфареры" },
  browline: { slug: "klabmastery", label: "Клабмастеры" },
  geometric: { slug: "geometricheskie", label: "Геометрические" },
  panto: { slug: "panto", label: "Панто" },
};

export type TFrameMaterial = "plastik" | "acetat" | "metall" | "titan" | "kombinirovannye";
export const MATERIALS: Record<TFrameMaterial, string> = {
  plastik: "Пластик",
  acetat: "Ацетат",
  metall: "Металл",
  titan: "Титан",
  kombinirovannye: "Комбинированные",
};

export type TRim = "full" | "half" | "rimless";
export const RIMS: Record<TRim, TOption> = {
  full: { slug: "obodkovye", label: "Ободковые" },
  half: { slug: "poluobodkovye", label: "Полуободковые" },
  rimless: { slug: "bezobodkovye", label: "Безободковые" },
};

export type TGender = "muzhskie" | "zhenskie" | "uniseks" | "detskie";
export const GENDERS: Record<TGender, string> = {
  muzhskie: "Мужские",
  zhenskie: "Женские",
  uniseks: "Унисекс",
  detskie: "Детские",
};

export type TFrameColour = {
  slug: string;
  label: string;
  hex: string;
  accent: string;
  pattern: "solid" | "tortoise" | "transparent" | "gradient";
  /** metal colours only make sense for metal frames */
  isMetal: boolean;
};

export const FRAME_COLOURS: readonly TFrameColour[] = [
  { slug: "chernyy", label: "Чёрный", hex: "#1c1c1f", accent: "#3a3a40", pattern: "solid", isMetal: false },
  { slug: "cherepahovyy", label: "Черепаховый", hex: "#6b3a1c", accent: "#c98a3d", pattern: "tortoise", isMetal: false },
  { slug: "korichnevyy", label: "Коричневый", hex: "#5a3b28", accent: "#8a6246", pattern: "solid", isMetal: false },
  { slug: "siniy", label: "Синий", hex: "#1f3b66", accent: "#3f6aa8", pattern: "solid", isMetal: false },
  { slug: "prozrachnyy", label: "Прозрачный", hex: "#cfd8de", accent: "#9fb0bb", pattern: "transparent", isMetal: false },
  { slug: "krasnyy", label: "Красный", hex: "#9d2330", accent: "#c94a55", pattern: "solid", isMetal: false },
  { slug: "rozovyy", label: "Розовый", hex: "#d68fa0", accent: "#f0c2cc", pattern: "transparent", isMetal: false },
  { slug: "zelenyy", label: "Зелёный", hex: "#3d5c46", accent: "#6f8f76", pattern: "solid", isMetal: false },
  { slug: "seryy", label: "Серый", hex: "#6a6e75", accent: "#9a9ea5", pattern: "gradient", isMetal: false },
  { slug: "bordovyy", label: "Бордовый", hex: "#5e1a28", accent: "#8c3445", pattern: "solid", isMetal: false },
  { slug: "zolotoy", label: "Золотой", hex: "#c8a24f", accent: "#8a6a22", pattern: "solid", isMetal: true },
  { slug: "serebristyy", label: "Серебристый", hex: "#aeb3ba", accent: "#6e747c", pattern: "solid", isMetal: true },
  { slug: "gunmetal", label: "Оружейный металл", hex: "#4a4d52", accent: "#2b2d30", pattern: "solid", isMetal: true },
  { slug: "rozovoe-zoloto", label: "Розовое золото", hex: "#c98f78", accent: "#9a5e4a", pattern: "solid", isMetal: true },
];

export type TLensTint = { slug: string; label: string; hex: string; gradient: boolean; mirror: boolean };
export const LENS_TINTS: readonly TLensTint[] = [
  { slug: "seryy", label: "Серый", hex: "#3b3f45", gradient: false, mirror: false },
  { slug: "zelenyy", label: "Зелёный G-15", hex: "#3c4a36", gradient: false, mirror: false },
  { slug: "korichnevyy", label: "Коричневый", hex: "#5b3e26", gradient: false, mirror: false },
  { slug: "seryy-gradient", label: "Серый градиент", hex: "#2f3237", gradient: true, mirror: false },
  { slug: "korichnevyy-gradient", label: "Коричневый градиент", hex: "#6a4526", gradient: true, mirror: false },
  { slug: "siniy-zerkalnyy", label: "Синий зеркальный", hex: "#2a5fb0", gradient: false, mirror: true },
  { slug: "zolotoy-zerkalnyy", label: "Золотой зеркальный", hex: "#c79a3a", gradient: false, mirror: true },
  { slug: "rozovyy-gradient", label: "Розовый градиент", hex: "#b56a7c", gradient: true, mirror: false },
];

export type TEyewearBrand = {
  slug: string;
  /** model code prefix, e.g. "RB" */
  prefix: string;
  manufacturer: string;
  country: string;
  /** rubles, [min, max] for frames; sunglasses cost ~ 20% more */
  priceRange: readonly [number, number];
  materials: readonly TFrameMaterial[];
  genders: readonly TGender[];
  /** how many generated models to add (frames, sunglasses) */
  extraModels: readonly [frames: number, sunglasses: number];
};

export const EYEWEAR_BRANDS: readonly TEyewearBrand[] = [
  {
    slug: "ray-ban",
    prefix: "RB",
    manufacturer: "Luxottica",
    country: "Италия",
    priceRange: [9900, 17900],
    materials: ["acetat", "metall", "plastik"],
    genders: ["uniseks", "muzhskie", "zhenskie"],
    extraModels: [5, 4],
  },
  {
    slug: "vogue",
    prefix: "VO",
    manufacturer: "Luxottica",
    country: "Китай",
    priceRange: [6900, 11900],
    materials: ["plastik", "acetat", "metall"],
    genders: ["zhenskie", "zhenskie", "uniseks"],
    extraModels: [6, 3],
  },
  {
    slug: "polaroid",
    prefix: "PLD ",
    manufacturer: "Safilo",
    country: "Китай",
    priceRange: [3900, 7900],
    materials: ["plastik", "metall"],
    genders: ["uniseks", "muzhskie", "zhenskie", "detskie"],
    extraModels: [3, 6],
  },
  {
    slug: "carrera",
    prefix: "CARRERA ",
    manufacturer: "Safilo",
    country: "Италия",
    priceRange: [8900, 15900],
    materials: ["metall", "plastik", "kombinirovannye"],
    genders: ["muzhskie", "uniseks"],
    extraModels: [4, 3],
  },
  {
    slug: "emporio-armani",
    prefix: "EA",
    manufacturer: "Luxottica",
    country: "Италия",
    priceRange: [10900, 18900],
    materials: ["acetat", "metall", "titan"],
    genders: ["muzhskie", "zhenskie", "uniseks"],
    extraModels: [5, 2],
  },
  {
    slug: "prada",
    prefix: "PR ",
    manufacturer: "Luxottica",
    country: "Италия",
    priceRange: [21900, 34900],
    materials: ["acetat", "metall"],
    genders: ["zhenskie", "muzhskie"],
    extraModels: [3, 2],
  },
  {
    slug: "persol",
    prefix: "PO",
    manufacturer: "Luxottica",
    country: "Италия",
    priceRange: [19900, 29900],
    materials: ["acetat"],
    genders: ["muzhskie", "uniseks"],
    extraModels: [2, 2],
  },
  {
    slug: "oakley",
    prefix: "OX",
    manufacturer: "Luxottica",
    country: "США",
    priceRange: [11900, 19900],
    materials: ["plastik", "titan", "kombinirovannye"],
    genders: ["muzhskie", "uniseks"],
    extraModels: [3, 3],
  },
  {
    slug: "michael-kors",
    prefix: "MK",
    manufacturer: "Luxottica",
    country: "Китай",
    priceRange: [10900, 16900],
    materials: ["metall", "acetat"],
    genders: ["zhenskie"],
    extraModels: [3, 2],
  },
  {
    slug: "boss",
    prefix: "BOSS ",
    manufacturer: "Safilo",
    country: "Италия",
    priceRange: [12900, 19900],
    materials: ["titan", "acetat", "metall"],
    genders: ["muzhskie"],
    extraModels: [3, 1],
  },
  {
    slug: "tom-ford",
    prefix: "FT",
    manufacturer: "Marcolin",
    country: "Италия",
    priceRange: [26900, 39900],
    materials: ["acetat", "metall"],
    genders: ["muzhskie", "zhenskie", "uniseks"],
    extraModels: [2, 2],
  },
  {
    slug: "vision-line",
    prefix: "VL ",
    manufacturer: "Vision Line",
    country: "Китай",
    priceRange: [1900, 4900],
    materials: ["plastik", "metall", "titan", "kombinirovannye"],
    genders: ["uniseks", "muzhskie", "zhenskie", "detskie", "detskie"],
    extraModels: [9, 4],
  },
];

export type TEyewearModel = {
  brand: string;
  code: string;
  nick?: string;
  kind: "frame" | "sunglasses";
  shape: TFrameShape;
  rim: TRim;
  material: TFrameMaterial;
  gender: TGender;
  /** [lens width, bridge, temple] in mm */
  sizes: readonly (readonly [number, number, number])[];
  /** rubles */
  price: number;
  polarized?: boolean;
};

/** Well-known models; more are generated from EYEWEAR_BRANDS with the seeded PRNG. */
export const FAMOUS_MODELS: readonly TEyewearModel[] = [
  { brand: "ray-ban", code: "RB5154", nick: "Clubmaster", kind: "frame", shape: "browline", rim: "half", material: "kombinirovannye", gender: "uniseks", sizes: [[49, 21, 140], [51, 21, 145]], price: 13900 },
  { brand: "ray-ban", code: "RB5121", nick: "Wayfarer Optics", kind: "frame", shape: "wayfarer", rim: "full", material: "acetat", gender: "uniseks", sizes: [[50, 22, 150]], price: 12900 },
  { brand: "ray-ban", code: "RB3447V", nick: "Round Metal Optics", kind: "frame", shape: "round", rim: "full", material: "metall", gender: "uniseks", sizes: [[47, 21, 140], [50, 21, 145]], price: 14900 },
  { brand: "ray-ban", code: "RB5228", kind: "frame", shape: "rectangle", rim: "full", material: "acetat", gender: "muzhskie", sizes: [[50, 17, 140], [53, 17, 140]], price: 11900 },
  { brand: "ray-ban", code: "RB7047", kind: "frame", shape: "rectangle", rim: "full", material: "plastik", gender: "uniseks", sizes: [[54, 17, 145]], price: 10900 },
  { brand: "ray-ban", code: "RB3025", nick: "Aviator Classic", kind: "sunglasses", shape: "aviator", rim: "full", material: "metall", gender: "uniseks", sizes: [[55, 14, 135], [58, 14, 135], [62, 14, 140]], price: 15900 },
  { brand: "ray-ban", code: "RB2140", nick: "Original Wayfarer", kind: "sunglasses", shape: "wayfarer", rim: "full", material: "acetat", gender: "uniseks", sizes: [[50, 22, 150], [54, 18, 150]], price: 15400 },
  { brand: "ray-ban", code: "RB3016", nick: "Clubmaster", kind: "sunglasses", shape: "browline", rim: "half", material: "kombinirovannye", gender: "uniseks", sizes: [[51, 21, 145]], price: 15900 },
  { brand: "ray-ban", code: "RB4171", nick: "Erika", kind: "sunglasses", shape: "round", rim: "full", material: "plastik", gender: "zhenskie", sizes: [[54, 18, 145]], price: 12900 },
  { brand: "ray-ban", code: "RB3447", nick: "Round Metal", kind: "sunglasses", shape: "round", rim: "full", material: "metall", gender: "uniseks", sizes: [[50, 21, 145]], price: 15900 },
  { brand: "vogue", code: "VO5286", kind: "frame", shape: "cat-eye", rim: "full", material: "acetat", gender: "zhenskie", sizes: [[52, 17, 140]], price: 8900 },
  { brand: "vogue", code: "VO4083", kind: "frame", shape: "round", rim: "full", material: "metall", gender: "zhenskie", sizes: [[50, 19, 140]], price: 7900 },
  { brand: "vogue", code: "VO5239", kind: "frame", shape: "oval", rim: "full", material: "plastik", gender: "zhenskie", sizes: [[51, 17, 140]], price: 7400 },
  { brand: "vogue", code: "VO5211S", kind: "sunglasses", shape: "cat-eye", rim: "full", material: "plastik", gender: "zhenskie", sizes: [[55, 17, 140]], price: 9900 },
  { brand: "polaroid", code: "PLD 2067/S", kind: "sunglasses", shape: "rectangle", rim: "full", material: "plastik", gender: "muzhskie", sizes: [[58, 16, 145]], price: 5900, polarized: true },
  { brand: "polaroid", code: "PLD 6106/S", kind: "sunglasses", shape: "square", rim: "full", material: "plastik", gender: "uniseks", sizes: [[51, 19, 145]], price: 5400, polarized: true },
  { brand: "polaroid", code: "PLD 8031/S", kind: "sunglasses", shape: "wayfarer", rim: "full", material: "plastik", gender: "detskie", sizes: [[46, 15, 125]], price: 3900, polarized: true },
  { brand: "polaroid", code: "PLD D308", kind: "frame", shape: "rectangle", rim: "full", material: "plastik", gender: "muzhskie", sizes: [[54, 18, 145]], price: 4900 },
  { brand: "carrera", code: "CARRERA 8857", kind: "frame", shape: "rectangle", rim: "full", material: "plastik", gender: "muzhskie", sizes: [[54, 18, 145]], price: 11900 },
  { brand: "carrera", code: "CARRERA 1125", kind: "frame", shape: "square", rim: "full", material: "kombinirovannye", gender: "muzhskie", sizes: [[54, 19, 145]], price: 12900 },
  { brand: "carrera", code: "CARRERA 1001/S", kind: "sunglasses", shape: "aviator", rim: "full", material: "metall", gender: "muzhskie", sizes: [[61, 12, 145]], price: 14900 },
  { brand: "carrera", code: "NEW CHAMPION", kind: "sunglasses", shape: "wayfarer", rim: "full", material: "plastik", gender: "uniseks", sizes: [[62, 12, 140]], price: 12900 },
  { brand: "emporio-armani", code: "EA3099", kind: "frame", shape: "rectangle", rim: "full", material: "acetat", gender: "muzhskie", sizes: [[53, 17, 145], [55, 17, 145]], price: 13900 },
  { brand: "emporio-armani", code: "EA1041", kind: "frame", shape: "rectangle", rim: "half", material: "metall", gender: "muzhskie", sizes: [[55, 18, 145]], price: 14900 },
  { brand: "emporio-armani", code: "EA3182", kind: "frame", shape: "panto", rim: "full", material: "acetat", gender: "zhenskie", sizes: [[52, 18, 140]], price: 12900 },
  { brand: "emporio-armani", code: "EA4033", kind: "sunglasses", shape: "rectangle", rim: "full", material: "plastik", gender: "muzhskie", sizes: [[56, 17, 140]], price: 15900 },
  { brand: "prada", code: "PR 17WV", kind: "frame", shape: "cat-eye", rim: "full", material: "acetat", gender: "zhenskie", sizes: [[51, 19, 140]], price: 29900 },
  { brand: "prada", code: "PR 17WS", kind: "sunglasses", shape: "cat-eye", rim: "full", material: "acetat", gender: "zhenskie", sizes: [[49, 20, 145]], price: 34900 },
  { brand: "persol", code: "PO3007V", kind: "frame", shape: "panto", rim: "full", material: "acetat", gender: "muzhskie", sizes: [[50, 19, 145], [52, 19, 145]], price: 22900 },
  { brand: "persol", code: "PO0649", kind: "sunglasses", shape: "aviator", rim: "full", material: "acetat", gender: "muzhskie", sizes: [[54, 20, 140]], price: 27900 },
  { brand: "oakley", code: "OX8046", nick: "Airdrop", kind: "frame", shape: "rectangle", rim: "full", material: "plastik", gender: "muzhskie", sizes: [[55, 18, 143]], price: 13900 },
  { brand: "oakley", code: "OO9208", nick: "Radar EV Path", kind: "sunglasses", shape: "geometric", rim: "half", material: "plastik", gender: "muzhskie", sizes: [[138, 0, 128]], price: 21900, polarized: true },
  { brand: "oakley", code: "OO9102", nick: "Holbrook", kind: "sunglasses", shape: "square", rim: "full", material: "plastik", gender: "muzhskie", sizes: [[55, 18, 137]], price: 15900, polarized: true },
  { brand: "michael-kors", code: "MK3032", kind: "frame", shape: "cat-eye", rim: "full", material: "metall", gender: "zhenskie", sizes: [[52, 17, 140]], price: 12900 },
  { brand: "michael-kors", code: "MK2024", kind: "sunglasses", shape: "oval", rim: "full", material: "plastik", gender: "zhenskie", sizes: [[56, 17, 135]], price: 13900 },
  { brand: "boss", code: "BOSS 1360", kind: "frame", shape: "rectangle", rim: "full", material: "titan", gender: "muzhskie", sizes: [[55, 18, 145]], price: 16900 },
  { brand: "tom-ford", code: "FT5401", kind: "frame", shape: "square", rim: "full", material: "acetat", gender: "muzhskie", sizes: [[52, 20, 145]], price: 32900 },
  { brand: "tom-ford", code: "FT0237", nick: "Snowdon", kind: "sunglasses", shape: "wayfarer", rim: "full", material: "acetat", gender: "muzhskie", sizes: [[52, 20, 145]], price: 37900 },
  { brand: "vision-line", code: "VL 1021", kind: "frame", shape: "rectangle", rim: "full", material: "titan", gender: "muzhskie", sizes: [[54, 17, 140], [56, 17, 145]], price: 4900 },
  { brand: "vision-line", code: "VL 2040", kind: "frame", shape: "oval", rim: "rimless", material: "titan", gender: "uniseks", sizes: [[52, 18, 140]], price: 4500 },
  { brand: "vision-line", code: "VL K305", kind: "frame", shape: "round", rim: "full", material: "plastik", gender: "detskie", sizes: [[44, 16, 125], [46, 16, 130]], price: 2400 },
];
