#include "translations/translator.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace Translations {

namespace {

struct Installed
{
    QString language = QStringLiteral("en");
    std::unique_ptr<QTranslator> ours;
    std::unique_ptr<QTranslator> qt;
};

Installed &installed()
{
    static Installed state;
    return state;
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString nativeName(const QString &language)
{
    if (language == QStringLiteral("zh_CN"))
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString systemLanguage()
{
    const QLocale locale;
    if (locale.language() == QLocale::Chinese)
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

QString currentLanguage()
{
    return installed().language;
}

bool installForLocale(const QString &language)
{
    Installed &state = installed();
    if (state.ours)
        QCoreApplication::removeTranslator(state.ours.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    state.ours.reset();
    state.qt.reset();
    state.language = QStringLiteral("en");

    // English has a catalogue too: it holds only the plural forms ("1 error", "2 errors").
    auto ours = std::make_unique<QTranslator>();
    if (!ours->load(QStringLiteral(":/i18n/hbase-designer_%1.qm").arg(language)))
        return false;
    QCoreApplication::installTranslator(ours.get());
    state.ours = std::move(ours);
    if (language == QStringLiteral("en"))
        return true;
    // Qt's own dialogs and buttons, when the system has Qt's catalogues installed.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(language),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        state.qt = std::move(qt);
    }
    state.language = language;
    return true;
}

} // namespace Translations
