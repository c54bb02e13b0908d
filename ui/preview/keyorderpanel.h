#pragma once

#include <QWidget>

class KeyOrderModel;
class QLabel;
class QLineEdit;
class QTableView;
struct PreviewSnapshot;

// The Key order panel: the virtual table of sample keys in HBase order with a search box that
// jumps to a key prefix (typed in toStringBinary form) or to text in the keys and values.
class KeyOrderPanel : public QWidget
{
    Q_OBJECT

public:
    explicit KeyOrderPanel(QWidget *parent = nullptr);

    void showSnapshot(const PreviewSnapshot &snapshot);
    KeyOrderModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *searchBox() const { return m_search; }

    // Selects the first key at or after the prefix, or the next match of the text; the rank, or
    // -1 when nothing matches.
    int search(const QString &text);

    // Readies a view of a KeyOrderModel as this panel shows it: whole rows selected, fixed row
    // heights (nothing is measured over a million rows), the keys in a fixed-width font. Returns
    // the width of a digit in that font, for the columns.
    static int setUpKeyView(QTableView *view, KeyOrderModel *model);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    KeyOrderModel *m_model;
    QLineEdit *m_search;
    QTableView *m_view;
    QLabel *m_status;
};
