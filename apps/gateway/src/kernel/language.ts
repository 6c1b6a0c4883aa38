// GraphQL's Language enum (IT, EN) <-> the REST contract's language codes (it, en), in one place.
import type { Language as RestLanguage } from '@shop/contract';
import type { Language } from '../generated/resolvers-types';

export function toRestLanguage(language: Language): RestLanguage {
  return language === 'EN' ? 'en' : 'it';
}

export function toGraphqlLanguage(language: RestLanguage): Language {
  return language === 'en' ? 'EN' : 'IT';
}
