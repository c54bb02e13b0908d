#pragma once

#include <QWidget>

class ClusterModel;
class Document;
class QLabel;
class QModelIndex;
class QTableView;
struct PreviewSnapshot;

// The Cluster panel (docs/designer.md#the-cluster-panel): what all the tables ask of each region
// server against the project's cluster profile, a row a measure with a bar against its limit and
// the tables behind it, updated with the other panels after every edit. Enter or a double click
// on a row selects its largest table.
class ClusterPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ClusterPanel(Document *document, QWidget *parent = nullptr);

    void showSnapshot(const PreviewSnapshot &snapshot);
    ClusterModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QString profileText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void selectTableOf(const QModelIndex &index);
    void showRowInStatusBar(const QModelIndex &index);

    Document *m_document;
    QLabel *m_profile;
    ClusterModel *m_model;
    QTableView *m_view;
    bool m_shown = false; // a budget has been shown
};
