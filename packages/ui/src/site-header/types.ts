export interface ISiteLink {
  label: string;
  href: string;
}

export interface ISiteMenuItem {
  label: string;
  href?: string;
  children?: ISiteLink[];
}

export interface ISitePhone {
  /** As shown: '8 800 000-00-00'. */
  label: string;
  /** 'tel:+78000000000'. */
  href: string;
}
