#include "ui/window/preferencesdialog.h"

#include "translations/translator.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {
const QString kLanguageKey = QStringLiteral("language");
const QString kDelayKey = QStringLiteral("preview/delayMs");
const QString kAutosaveKey = QStringLiteral("autosave/intervalSeconds");
constexpr int kDefaultAutosave = 30;
constexpr int kDefaultDelay = 30;
} // namespace

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_languageLabel(new QLabel)
    , m_language(new QComboBox)
    , m_delayLabel(new QLabel)
    , m_delay(new QSpinBox)
    , m_autosaveLabel(new QLabel)
    , m_autosave(new QSpinBox)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    m_language->setObjectName(QStringLiteral("languageBox"));
    m_delay->setObjectName(QStringLiteral("previewDelay"));
    m_language->addItem(QString(), QString());
    for (const QString &language : Translations::availableLanguages())
        m_language->addItem(Translations::nativeName(language), language);
    m_language->setCurrentIndex(std::max(0, m_language->findData(savedLanguage())));
    m_delay->setRange(0, 2000);
    m_delay->setSingleStep(10);
    m_delay->setValue(savedPreviewDelay());
    m_autosave->setObjectName(QStringLiteral("autosaveInterval"));
    m_autosave->setRange(5, 3600);
    m_autosave->setValue(savedAutosaveSeconds());
    m_autosaveLabel->setBuddy(m_autosave);
    m_languageLabel->setBuddy(m_language);
    m_delayLabel->setBuddy(m_delay);
    auto *form = new QFormLayout;
    form->addRow(m_languageLabel, m_language);
    form->addRow(m_autosaveLabel, m_autosave);
    form->addRow(m_delayLabel, m_delay);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
}

QString PreferencesDialog::savedLanguage()
{
    return QSettings().value(kLanguageKey).toString();
}

int PreferencesDialog::savedAutosaveSeconds()
{
    return QSettings().value(kAutosaveKey, kDefaultAutosave).toInt();
}

int PreferencesDialog::savedPreviewDelay()
{
    return QSettings().value(kDelayKey, kDefaultDelay).toInt();
}

void PreferencesDialog::apply()
{
    const QString language = m_language->currentData().toString();
    QSettings settings;
    if (language.isEmpty())
        settings.remove(kLanguageKey);
    else
        settings.setValue(kLanguageKey, language);
    settings.setValue(kDelayKey, m_delay->value());
    settings.setValue(kAutosaveKey, m_autosave->value());
    Translations::installForLocale(language.isEmpty() ? Translations::systemLanguage() : language);
}

void PreferencesDialog::retranslate()
{
    setWindowTitle(tr("Preferences"));
    m_language->setItemText(
        0,
        tr("System language (%1)").arg(Translations::nativeName(Translations::systemLanguage())));
    m_languageLabel->setText(tr("&Language:"));
    m_language->setToolTip(tr("The interface language; the system language is used until you "
                              "choose one"));
    m_autosaveLabel->setText(tr("&Autosave every:"));
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setToolTip(tr("How often unsaved changes are written to a recovery file, which "
                              "the next start offers to restore after a crash; also after each "
                              "pause in editing"));
    m_delayLabel->setText(tr("Preview &delay:"));
    m_delay->setSuffix(tr(" ms"));
    m_delay->setToolTip(tr("An edit is previewed at once; edits made while the preview is still "
                           "computing wait until they pause this long, so a spin box held down "
                           "does not start a computation per step"));
}

void PreferencesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}
