#pragma once

#include "model/schema/rowkey.h"

#include <QWidget>

class ByteRuler;
class ChipStrip;
class Document;
class NotationEdit;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTimer;
class QStackedWidget;
struct PreviewSnapshot;

// The row-key builder (docs/rowkey-notation.md; docs/designer.md#editing) for the selected
// table: the key's segments as chips (add, remove, drag to reorder), an editor for the selected
// segment, the notation in a text field kept in sync both ways, and a byte ruler of one sample key.
// Every change is one undoable edit of the document. The notation and expression fields apply what
// is typed after a pause (kTypingPauseMs; Enter at once), a stretch of typing being one edit.
class RowKeyBuilder : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kTypingPauseMs = 700;

    explicit RowKeyBuilder(Document *document, QWidget *parent = nullptr);

    QString table() const { return m_table; }
    NotationEdit *notationEdit() const { return m_notation; }
    ChipStrip *chips() const { return m_chips; }
    ByteRuler *ruler() const { return m_ruler; }
    QString message() const;

    // The edits the controls make; false (with the message shown) when refused.
    bool commitNotation(const QString &text);
    bool moveSegment(int from, int to);
    bool removeSegment(int index);
    bool addValue();
    bool addSeparator();
    bool replaceSegment(int index, const KeySegment &segment);

    void showSnapshot(const PreviewSnapshot &snapshot);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void sync();
    void showSegment(int index);
    void applySegmentEditor();
    void checkTyping(const QString &text);
    bool commitKey(const RowKey &key, const QString &undoText);
    void applyTypedNotation();
    void showMessage(const QString &message);

    Document *m_document;
    QString m_table;
    QTimer *m_notationPause = nullptr;   // typing in the notation field paused: apply it
    QTimer *m_expressionPause = nullptr; // the same for the segment's expression
    QString m_mergeKey;                  // while applying typed text: merges it into the last edit
    ChipStrip *m_chips;
    QPushButton *m_addValue;
    QPushButton *m_addSeparator;
    QPushButton *m_remove;
    QStackedWidget *m_editor;
    QLabel *m_expressionLabel;
    QLineEdit *m_expression;
    QLabel *m_formatLabel;
    QComboBox *m_format;
    QSpinBox *m_width;
    QCheckBox *m_flip;
    QCheckBox *m_descending;
    QLabel *m_literalLabel;
    QLineEdit *m_literal;
    QLabel *m_notationLabel;
    NotationEdit *m_notation;
    QLabel *m_message;
    QLabel *m_rulerLabel;
    ByteRuler *m_ruler;
};
