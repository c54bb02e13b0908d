#pragma once

#include <QString>
#include <QStringList>

// The designer's languages: English (the source strings) and Simplified Chinese. The compiled
// catalogues are embedded under :/i18n, so both the designer and the CLI find them anywhere.
namespace Translations {

// "en" or "zh_CN": what the system locale asks for, falling back to English.
QString systemLanguage();
QStringList availableLanguages();
// Name of a language in that language, for the Preferences menu ("English", "简体中文").
QString nativeName(const QString &language);

// Replaces the installed translators; widgets then receive QEvent::LanguageChange.
// Returns false when the language has no catalogue (English always succeeds).
bool installForLocale(const QString &language);
QString currentLanguage();

} // namespace Translations
