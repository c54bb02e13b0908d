#pragma once

#include "model/schema/sampledata.h"

#include <QWidget>

class EscapeReverts;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

// Edits one sample generator: the field it makes, its kind and every setting of that kind
// (docs/file-format.md §4.12), with human units where people think in them: rates as "20,000 / s",
// start times as dates. Emits edited() with the whole changed generator when the user finishes a
// value; the owner decides whether the project takes it.
class GeneratorForm : public QWidget
{
    Q_OBJECT

public:
    explicit GeneratorForm(QWidget *parent = nullptr);

    // Shows `generator` (of a field the design reads, or not); nothing when `field` is empty.
    // `note`, shown under the settings: what the sample's span means for it (empty: none).
    void setGenerator(const FieldGenerator &generator, const QString &note = {});
    void clear();
    const FieldGenerator &generator() const { return m_generator; }

    // The generator a kind starts from when the user picks it for `field`.
    static FieldGenerator defaultsFor(const QString &field, GeneratorKind kind);

signals:
    // The user changed a value: `field` is the generator's field before the change.
    void edited(const QString &field, const FieldGenerator &generator);
    // A value could not be read (the reason, translated).
    void invalid(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // Shows m_generator's settings: new rows only when the kind changed, else new values.
    void rebuildSettings();
    void setNote(const QString &note);
    void createSettings();
    void showSettings();
    void applyKind();
    void applyField();

    FieldGenerator m_generator;
    QLabel *m_fieldLabel;
    QLineEdit *m_field;
    QLabel *m_kindLabel;
    QComboBox *m_kind;
    QWidget *m_settings;
    QFormLayout *m_settingsLayout;
    QLabel *m_note;
    EscapeReverts *m_escape = nullptr;
    int m_rowsKind = -1; // the GeneratorKind whose settings the rows are, -1 for none
};
