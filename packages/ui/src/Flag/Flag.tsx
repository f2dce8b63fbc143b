import type { TFlagCountry } from '@coinvest/contract';
import cmFlag from 'flag-icons/flags/4x3/cm.svg';
import cnFlag from 'flag-icons/flags/4x3/cn.svg';
import deFlag from 'flag-icons/flags/4x3/de.svg';
import esFlag from 'flag-icons/flags/4x3/es.svg';
import euFlag from 'flag-icons/flags/4x3/eu.svg';
import frFlag from 'flag-icons/flags/4x3/fr.svg';
import gbFlag from 'flag-icons/flags/4x3/gb.svg';
import ghFlag from 'flag-icons/flags/4x3/gh.svg';
import inFlag from 'flag-icons/flags/4x3/in.svg';
import itFlag from 'flag-icons/flags/4x3/it.svg';
import jpFlag from 'flag-icons/flags/4x3/jp.svg';
import keFlag from 'flag-icons/flags/4x3/ke.svg';
import krFlag from 'flag-icons/flags/4x3/kr.svg';
import ngFlag from 'flag-icons/flags/4x3/ng.svg';
import nlFlag from 'flag-icons/flags/4x3/nl.svg';
import ptFlag from 'flag-icons/flags/4x3/pt.svg';
import ruFlag from 'flag-icons/flags/4x3/ru.svg';
import saFlag from 'flag-icons/flags/4x3/sa.svg';
import snFlag from 'flag-icons/flags/4x3/sn.svg';
import trFlag from 'flag-icons/flags/4x3/tr.svg';
import usFlag from 'flag-icons/flags/4x3/us.svg';

/**
 * One import per country shown (TFlagCountry in @coinvest/contract lists them), so Vite ships only
 * these images, each as a hashed file served by the site itself (img-src 'self').
 */
const FLAG_URLS: Record<TFlagCountry, string> = {
  cm: cmFlag,
  cn: cnFlag,
  de: deFlag,
  es: esFlag,
  eu: euFlag,
  fr: frFlag,
  gb: gbFlag,
  gh: ghFlag,
  in: inFlag,
  it: itFlag,
  jp: jpFlag,
  ke: keFlag,
  kr: krFlag,
  ng: ngFlag,
  nl: nlFlag,
  pt: ptFlag,
  ru: ruFlag,
  sa: saFlag,
  sn: snFlag,
  tr: trFlag,
  us: usFlag,
};

export interface FlagProps {
  country: TFlagCountry;
}

/**
 * A country's flag as a small image, since flag emoji show as empty boxes where the system has no
 * emoji font. Decorative (alt="", hidden from screen readers): the name is written beside it.
 */
export function Flag({ country }: FlagProps) {
  return (
    <img
      src={FLAG_URLS[country]}
      alt=""
      aria-hidden
      width={20}
      height={15}
      loading="lazy"
      style={{ display: 'block', flexShrink: 0, borderRadius: 2, objectFit: 'cover' }}
    />
  );
}
