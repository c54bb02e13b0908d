#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;

// Edit > Preferences: the interface language (or the system's), remembered for the next start,
// how often unsaved work is written to the recovery file, and how many milliseconds the preview
// waits after an edit before recomputing.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    // "" follows the system; otherwise a language code such as "zh_CN".
    static QString savedLanguage();
    static int savedPreviewDelay();
    static int savedAutosaveSeconds();

    QComboBox *languageBox() const { return m_language; }
    QSpinBox *previewDelayBox() const { return m_delay; }
    QSpinBox *autosaveBox() const { return m_autosave; }
    // Stores the choices and switches the language now.
    void apply();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_languageLabel;
    QComboBox *m_language;
    QLabel *m_delayLabel;
    QSpinBox *m_delay;
    QLabel *m_autosaveLabel;
    QSpinBox *m_autosave;
    QDialogButtonBox *m_buttons;
};
